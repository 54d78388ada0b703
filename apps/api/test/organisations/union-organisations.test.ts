/**
 * Organisations in the union's back office: the organisation list with filters and counts,
 * creating and editing organisations (deactivating closes them to new applications), team parents
 * from templates, the registration toggle, variations, and appointing and ending organisation
 * roles. Every change is audited; only the Union Administrator reaches it.
 */
import { UNION_ORGANISATION_MESSAGES } from '@mywru/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORGANISATION_TYPE_IDS, ROLE_IDS, TEAM_TEMPLATE_IDS } from '../../src/db/lookups';
import { auditLog, organisations, personOrganisationRoles, teamChildren, teamParents } from '../../src/db/schema';
import { addPerson, ALL_PLAYER_CONSENTS, ALL_VOLUNTEER_CONSENTS, personIdByEmail } from '../registrations/fixtures';
import {
  addTeam,
  adult,
  arfordir,
  as,
  auditsOf,
  clubA,
  db,
  dyffryn,
  get,
  newOrganisation,
  send,
  t,
  useUnionBackOffice,
} from './union-back-office';

useUnionBackOffice();

describe('who reaches organisations', () => {
  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['a Registrations Officer', 'registrationsOfficer'],
    ['a Safeguarding Officer', 'safeguardingOfficer'],
    ['a former Union Administrator', 'formerAdministrator'],
  ] as const)('refuses %s with a permission 403 and stores nothing', async (_who, persona) => {
    const [parent] = await db.select().from(teamParents).where(eq(teamParents.organisationId, clubA)).limit(1);
    const [child] = await db.select().from(teamChildren).where(eq(teamChildren.teamParentId, parent!.id)).limit(1);
    const [appointment] = await db
      .select()
      .from(personOrganisationRoles)
      .where(eq(personOrganisationRoles.organisationId, clubA))
      .limit(1);
    const { person } = await adult();
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const base = `/api/union/organisations/${clubA}`;
    const requests = [
      get(as[persona], '/api/union/organisations'),
      get(as[persona], '/api/union/organisations/options'),
      get(as[persona], '/api/union/organisations/people?search=Morgan'),
      get(as[persona], base),
      send(as[persona], 'POST', '/api/union/organisations', { name: 'Refused RFC', typeId: 1, regionId: null }),
      send(as[persona], 'PUT', base, { name: 'Renamed', typeId: 1, regionId: null, isActive: false }),
      send(as[persona], 'POST', `${base}/team-parents`, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorTouch }),
      send(as[persona], 'PUT', `${base}/team-parents/${parent!.id}/registration`, {
        value: !parent!.enableRegistrations,
      }),
      send(as[persona], 'POST', `${base}/team-parents/${parent!.id}/variations`, { value: 'Refused XV' }),
      send(as[persona], 'PUT', `${base}/team-parents/${parent!.id}/variations/${child!.id}`, { value: 'Refused XV' }),
      send(as[persona], 'DELETE', `${base}/team-parents/${parent!.id}/variations/${child!.id}`),
      send(as[persona], 'POST', `${base}/office-holders`, {
        personId: person.id,
        roleId: ROLE_IDS.clubChair,
        teamChildIds: [],
      }),
      send(as[persona], 'POST', `${base}/office-holders/${appointment!.id}/end`),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'back_office.permission.organisations' });
    }
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after!.n).toBe(before!.n);
    const [organisation] = await db.select().from(organisations).where(eq(organisations.id, clubA));
    expect(organisation).toMatchObject({ name: 'Cwm Valley RFC', isActive: true });
    expect(await db.select().from(organisations).where(eq(organisations.name, 'Refused RFC'))).toHaveLength(0);
    expect(
      await db.select().from(personOrganisationRoles).where(eq(personOrganisationRoles.personId, person.id)),
    ).toHaveLength(0);
    const [still] = await db.select().from(teamChildren).where(eq(teamChildren.id, child!.id));
    expect(still?.value).toBe(child!.value);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/union/organisations' });
    expect(res.statusCode).toBe(401);
  });
});

describe('listing organisations', () => {
  it('finds by name or id, with type, region and counts of teams and people today', async () => {
    const byName = await get(as.admin, '/api/union/organisations?search=cwm%20valley');
    expect(byName.statusCode).toBe(200);
    const found = byName.json().items.find((item: { id: number }) => item.id === clubA);
    const teams = await db.select().from(teamParents).where(eq(teamParents.organisationId, clubA));
    const [people] = await db
      .select({ n: sql<number>`count(distinct ${personOrganisationRoles.personId})::int` })
      .from(personOrganisationRoles)
      .where(
        and(
          eq(personOrganisationRoles.organisationId, clubA),
          sql`${personOrganisationRoles.activeFrom} <= '2025-10-01'`,
          sql`(${personOrganisationRoles.activeTo} is null or ${personOrganisationRoles.activeTo} >= '2025-10-01')`,
        ),
      );
    expect(found).toEqual({
      id: clubA,
      name: 'Cwm Valley RFC',
      type: { id: ORGANISATION_TYPE_IDS.club, name: 'Clubs', nameCy: 'Clybiau' },
      region: { id: dyffryn, name: 'Dyffryn' },
      isActive: true,
      teamCount: teams.length,
      peopleCount: people!.n,
    });
    expect(found.peopleCount).toBeGreaterThan(1);
    const byId = await get(as.admin, `/api/union/organisations?search=${clubA}`);
    expect(byId.json().items.map((item: { id: number }) => item.id)).toContain(clubA);
  });

  it('filters by type, region and whether active, 20 a page', async () => {
    for (let i = 1; i <= 23; i++)
      await newOrganisation(`Paging Test ${String(i).padStart(2, '0')} RFC`, { regionId: arfordir });
    const first = await get(as.admin, '/api/union/organisations?search=paging%20test');
    expect(first.json()).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.json().items).toHaveLength(20);
    expect(first.json().items[0].name).toBe('Paging Test 01 RFC');
    const second = await get(as.admin, '/api/union/organisations?search=paging%20test&page=2');
    expect(second.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Paging Test 21 RFC',
      'Paging Test 22 RFC',
      'Paging Test 23 RFC',
    ]);

    const schools = await get(as.admin, `/api/union/organisations?typeId=${ORGANISATION_TYPE_IDS.schoolOrCollege}`);
    expect(schools.json().items.length).toBeGreaterThan(0);
    expect(
      schools
        .json()
        .items.every((item: { type: { id: number } }) => item.type.id === ORGANISATION_TYPE_IDS.schoolOrCollege),
    ).toBe(true);
    const inRegion = await get(as.admin, `/api/union/organisations?regionId=${dyffryn}`);
    expect(inRegion.json().items.every((item: { region: { id: number } | null }) => item.region?.id === dyffryn)).toBe(
      true,
    );
    expect(inRegion.json().items.map((item: { id: number }) => item.id)).toContain(clubA);

    const quiet = await newOrganisation('Dormant Filter RFC');
    await send(as.admin, 'PUT', `/api/union/organisations/${quiet.id}`, {
      name: 'Dormant Filter RFC',
      typeId: 1,
      regionId: dyffryn,
      isActive: false,
    });
    const inactive = await get(as.admin, '/api/union/organisations?active=inactive');
    expect(inactive.json().items.map((item: { id: number }) => item.id)).toContain(quiet.id);
    expect(inactive.json().items.every((item: { isActive: boolean }) => !item.isActive)).toBe(true);
    const active = await get(as.admin, '/api/union/organisations?active=active&search=dormant');
    expect(active.json()).toMatchObject({ items: [], total: 0 });
  });

  it('offers the types, regions, team templates and the appointable roles', async () => {
    const res = await get(as.admin, '/api/union/organisations/options');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.types[0]).toEqual({ id: ORGANISATION_TYPE_IDS.club, name: 'Clubs', nameCy: 'Clybiau' });
    expect(body.regions.map((region: { name: string }) => region.name)).toEqual([
      'Arfordir',
      'Dyffryn',
      'Glannau',
      'Gororau',
    ]);
    expect(body.teamTemplates).toContainEqual({
      id: TEAM_TEMPLATE_IDS.seniorMen,
      name: 'Senior Men',
      nameCy: 'Dynion Hŷn',
      ageGrade: 'senior',
      sexId: 1,
      gameFormat: expect.any(String),
    });
    expect(body.roles.map((role: { value: string }) => role.value)).toEqual([
      'Club Secretary',
      'Club Secretary Support',
      'Club Chair',
      'Club Safeguarding Officer',
      'Team Manager',
      'Team Coach',
      'Referee',
    ]);
    expect(body.roles.find((role: { value: string }) => role.value === 'Team Coach')).toMatchObject({
      valueCy: 'Hyfforddwr Tîm',
      isForTeams: true,
      minAge: 16,
    });
  });
});

describe('creating and editing an organisation', () => {
  it('creates an active organisation, audited', async () => {
    const created = await newOrganisation('Nant Y Glo Test RFC', {
      typeId: ORGANISATION_TYPE_IDS.club,
      regionId: arfordir,
    });
    expect(created).toMatchObject({
      name: 'Nant Y Glo Test RFC',
      type: { id: ORGANISATION_TYPE_IDS.club, name: 'Clubs', nameCy: 'Clybiau' },
      region: { id: arfordir, name: 'Arfordir' },
      isActive: true,
      teamParents: [],
      officeHolders: [],
    });
    const [stored] = await db.select().from(organisations).where(eq(organisations.id, created.id));
    expect(stored).toMatchObject({
      name: 'Nant Y Glo Test RFC',
      typeId: ORGANISATION_TYPE_IDS.club,
      regionId: arfordir,
      isActive: true,
    });
    const [audit] = await auditsOf('organisation.created', created.id);
    expect(audit).toMatchObject({
      actorPersonId: as.adminId,
      subjectType: 'organisation',
      subjectId: String(created.id),
    });
  });

  it('refuses a blank name and an unknown type or region with field errors', async () => {
    const blank = await send(as.admin, 'POST', '/api/union/organisations', { name: '   ', typeId: 1, regionId: null });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(UNION_ORGANISATION_MESSAGES.nameRequired);
    const type = await send(as.admin, 'POST', '/api/union/organisations', {
      name: 'Unknown Type RFC',
      typeId: 999,
      regionId: null,
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors).toEqual({ typeId: [UNION_ORGANISATION_MESSAGES.typeUnknown] });
    const region = await send(as.admin, 'POST', '/api/union/organisations', {
      name: 'Unknown Region RFC',
      typeId: 1,
      regionId: 99999,
    });
    expect(region.json().errors).toEqual({ regionId: [UNION_ORGANISATION_MESSAGES.regionUnknown] });
    expect(await db.select().from(organisations).where(like(organisations.name, 'Unknown %'))).toHaveLength(0);
  });

  it("shows an organisation's teams with variations and its current office holders", async () => {
    const res = await get(as.admin, `/api/union/organisations/${clubA}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: clubA, name: 'Cwm Valley RFC', isActive: true, region: { name: 'Dyffryn' } });
    const seniors = body.teamParents.find((team: { name: string }) => team.name === 'Senior Men');
    expect(seniors).toMatchObject({
      teamTemplate: { id: TEAM_TEMPLATE_IDS.seniorMen, ageGrade: 'senior' },
      sexId: 1,
      enableRegistrations: true,
    });
    expect(seniors.teamChildren.map((child: { value: string }) => child.value)).toEqual([
      '1st team',
      '2nd team',
      'Athletic XV',
    ]);
    const secretaryId = await personIdByEmail(db, 'secretary@demo.test');
    expect(body.officeHolders).toContainEqual(
      expect.objectContaining({
        person: expect.objectContaining({ id: secretaryId, lastName: 'Morgan' }),
        role: { id: ROLE_IDS.clubSecretary, value: 'Club Secretary', valueCy: 'Ysgrifennydd Clwb' },
        teamChild: null,
      }),
    );
    const coach = body.officeHolders.find((holder: { role: { value: string } }) => holder.role.value === 'Team Coach');
    expect(coach.teamChild).toEqual({
      id: expect.any(Number),
      value: expect.any(String),
      teamParentName: expect.any(String),
    });
    expect((await get(as.admin, '/api/union/organisations/999999')).statusCode).toBe(404);
  });

  it('edits name, type and region, auditing what changed', async () => {
    const created = await newOrganisation('Edit Me RFC');
    const res = await send(as.admin, 'PUT', `/api/union/organisations/${created.id}`, {
      name: 'Edited Hub',
      typeId: ORGANISATION_TYPE_IDS.hub,
      regionId: arfordir,
      isActive: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edited Hub',
      type: { id: ORGANISATION_TYPE_IDS.hub },
      region: { id: arfordir },
    });
    const [stored] = await db.select().from(organisations).where(eq(organisations.id, created.id));
    expect(stored).toMatchObject({ name: 'Edited Hub', typeId: ORGANISATION_TYPE_IDS.hub, regionId: arfordir });
    const [audit] = await auditsOf('organisation.updated', created.id);
    expect(audit!.details).toEqual({
      before: { name: 'Edit Me RFC', typeId: ORGANISATION_TYPE_IDS.club, regionId: dyffryn },
      after: { name: 'Edited Hub', typeId: ORGANISATION_TYPE_IDS.hub, regionId: arfordir },
    });
    const same = await send(as.admin, 'PUT', `/api/union/organisations/${created.id}`, {
      name: 'Edited Hub',
      typeId: ORGANISATION_TYPE_IDS.hub,
      regionId: arfordir,
      isActive: true,
    });
    expect(same.statusCode).toBe(200);
    expect(await auditsOf('organisation.updated', created.id)).toHaveLength(1);
    const invalid = await send(as.admin, 'PUT', `/api/union/organisations/${created.id}`, {
      name: '',
      typeId: 1,
      regionId: null,
      isActive: true,
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('a deactivated organisation takes no new player or volunteer applications and is not offered for registration', async () => {
    const created = await newOrganisation('Closing Down RFC');
    const withTeam = (await addTeam(created.id, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorMen })).json();
    const teamId = withTeam.teamParents[0].id as number;
    const deactivate = await send(as.admin, 'PUT', `/api/union/organisations/${created.id}`, {
      name: 'Closing Down RFC',
      typeId: 1,
      regionId: dyffryn,
      isActive: false,
    });
    expect(deactivate.statusCode).toBe(200);
    expect(deactivate.json().isActive).toBe(false);
    const [audit] = await auditsOf('organisation.updated', created.id);
    expect(audit!.details).toEqual({ before: { isActive: true }, after: { isActive: false } });

    const { person, cookie } = await adult();
    const team = await get(cookie, `/api/team/parent/${teamId}`);
    expect(team.json().enableRegistrations).toBe(false);
    const player = await send(cookie, 'POST', `/api/person/${person.id}/playing-registration`, {
      teamParentId: teamId,
      consents: ALL_PLAYER_CONSENTS,
    });
    expect(player.statusCode).toBe(409);
    const volunteer = await send(cookie, 'POST', `/api/person/${person.id}/volunteer-registration`, {
      ...ALL_VOLUNTEER_CONSENTS,
      volunteerRoleId: ROLE_IDS.volunteer,
      organisationId: created.id,
      teamParentIds: [],
    });
    expect(volunteer.statusCode).toBe(400);
    const offered = await get(cookie, '/api/organisation/all-clubs?returnAll=true');
    expect(offered.json().map((organisation: { id: number }) => organisation.id)).not.toContain(created.id);

    await send(as.admin, 'PUT', `/api/union/organisations/${created.id}`, {
      name: 'Closing Down RFC',
      typeId: 1,
      regionId: dyffryn,
      isActive: true,
    });
    const reopened = await send(cookie, 'POST', `/api/person/${person.id}/playing-registration`, {
      teamParentId: teamId,
      consents: ALL_PLAYER_CONSENTS,
    });
    expect(reopened.statusCode).toBe(201);
  });
});

describe('organisation roles', () => {
  it('finds people to appoint by name or member id', async () => {
    const secretaryId = await personIdByEmail(db, 'secretary@demo.test');
    const byName = await get(as.admin, '/api/union/organisations/people?search=gareth%20morgan');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toContainEqual({
      id: secretaryId,
      firstName: 'Gareth',
      lastName: 'Morgan',
      dob: expect.any(String),
    });
    const byId = await get(as.admin, `/api/union/organisations/people?search=${secretaryId}`);
    expect(byId.json()[0].id).toBe(secretaryId);
    expect((await get(as.admin, '/api/union/organisations/people?search=g')).statusCode).toBe(400);
  });

  it('appoints a Club Secretary, who then manages the organisation from the dashboard; a second time is a 409', async () => {
    const organisation = await newOrganisation('Appointment Test RFC');
    const { person, cookie } = await adult();
    const before = await get(cookie, `/api/person/${person.id}/organisation/manage`);
    expect(before.json()).toEqual([]);

    const url = `/api/union/organisations/${organisation.id}/office-holders`;
    const res = await send(as.admin, 'POST', url, { personId: person.id, roleId: ROLE_IDS.clubSecretary });
    expect(res.statusCode).toBe(201);
    expect(res.json().officeHolders).toEqual([
      {
        id: expect.any(Number),
        person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
        role: { id: ROLE_IDS.clubSecretary, value: 'Club Secretary', valueCy: 'Ysgrifennydd Clwb' },
        teamChild: null,
        since: '2025-10-01',
        until: null,
      },
    ]);
    const stored = await db
      .select()
      .from(personOrganisationRoles)
      .where(eq(personOrganisationRoles.personId, person.id));
    expect(stored).toEqual([
      expect.objectContaining({
        organisationId: organisation.id,
        roleId: ROLE_IDS.clubSecretary,
        teamChildId: null,
        activeFrom: '2025-10-01',
        activeTo: null,
      }),
    ]);
    const [audit] = await auditsOf('organisation-role.appointed', organisation.id);
    expect(audit).toMatchObject({
      personId: person.id,
      actorPersonId: as.adminId,
      details: expect.objectContaining({ role: 'Club Secretary' }),
    });

    const managed = await get(cookie, `/api/person/${person.id}/organisation/manage`);
    expect(managed.json()).toEqual([
      {
        organisationId: organisation.id,
        organisationName: 'Appointment Test RFC',
        roleValues: ['Club Secretary'],
        roleValuesCy: ['Ysgrifennydd Clwb'],
      },
    ]);

    const twice = await send(as.admin, 'POST', url, { personId: person.id, roleId: ROLE_IDS.clubSecretary });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: 'organisation.already_appointed' });
    expect(
      await db.select().from(personOrganisationRoles).where(eq(personOrganisationRoles.personId, person.id)),
    ).toHaveLength(1);
  });

  it('appoints Team Managers and Coaches only for teams of the organisation, one appointment each', async () => {
    const organisation = await newOrganisation('Coach Test RFC');
    const withTeams = (await addTeam(organisation.id, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorMen })).json();
    const team = withTeams.teamParents[0];
    const second = (
      await send(as.admin, 'POST', `/api/union/organisations/${organisation.id}/team-parents/${team.id}/variations`, {
        value: '2nd team',
      })
    ).json().teamParents[0].teamChildren[1];
    const { person } = await adult();
    const url = `/api/union/organisations/${organisation.id}/office-holders`;

    const none = await send(as.admin, 'POST', url, {
      personId: person.id,
      roleId: ROLE_IDS.teamManager,
      teamChildIds: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ teamChildIds: [UNION_ORGANISATION_MESSAGES.teamsRequired] });
    const [otherClubParent] = await db.select().from(teamParents).where(eq(teamParents.organisationId, clubA)).limit(1);
    const [otherClubChild] = await db
      .select()
      .from(teamChildren)
      .where(eq(teamChildren.teamParentId, otherClubParent!.id))
      .limit(1);
    const foreign = await send(as.admin, 'POST', url, {
      personId: person.id,
      roleId: ROLE_IDS.teamManager,
      teamChildIds: [otherClubChild!.id],
    });
    expect(foreign.json().errors).toEqual({ teamChildIds: [UNION_ORGANISATION_MESSAGES.teamNotOfOrganisation] });
    const chairWithTeam = await send(as.admin, 'POST', url, {
      personId: person.id,
      roleId: ROLE_IDS.clubChair,
      teamChildIds: [second.id],
    });
    expect(chairWithTeam.json().errors).toEqual({ teamChildIds: [UNION_ORGANISATION_MESSAGES.teamsNotAllowed] });
    const player = await send(as.admin, 'POST', url, { personId: person.id, roleId: ROLE_IDS.player });
    expect(player.json().errors).toEqual({ roleId: [UNION_ORGANISATION_MESSAGES.roleUnknown] });
    const nobody = await send(as.admin, 'POST', url, { personId: 99999999, roleId: ROLE_IDS.clubChair });
    expect(nobody.json().errors).toEqual({ personId: [UNION_ORGANISATION_MESSAGES.personUnknown] });

    const res = await send(as.admin, 'POST', url, {
      personId: person.id,
      roleId: ROLE_IDS.teamManager,
      teamChildIds: [team.teamChildren[0].id, second.id],
    });
    expect(res.statusCode).toBe(201);
    const holders = res.json().officeHolders;
    expect(holders.map((holder: { teamChild: { value: string } }) => holder.teamChild.value).sort()).toEqual([
      '1st team',
      '2nd team',
    ]);
    expect(
      holders.every(
        (holder: { teamChild: { teamParentName: string } }) => holder.teamChild.teamParentName === 'Senior Men',
      ),
    ).toBe(true);
    expect(
      await db.select().from(personOrganisationRoles).where(eq(personOrganisationRoles.personId, person.id)),
    ).toHaveLength(2);
    const again = await send(as.admin, 'POST', url, {
      personId: person.id,
      roleId: ROLE_IDS.teamManager,
      teamChildIds: [second.id],
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses someone younger than the role allows', async () => {
    const organisation = await newOrganisation('Age Test RFC');
    const young = await addPerson(db, { dob: '2010-01-01', sexId: 1 });
    const res = await send(as.admin, 'POST', `/api/union/organisations/${organisation.id}/office-holders`, {
      personId: young.id,
      roleId: ROLE_IDS.clubSecretary,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ personId: [UNION_ORGANISATION_MESSAGES.personTooYoung] });
    expect(
      await db.select().from(personOrganisationRoles).where(eq(personOrganisationRoles.personId, young.id)),
    ).toHaveLength(0);
  });

  it('ends an appointment now: the person no longer manages the organisation; a second end is a 409', async () => {
    const organisation = await newOrganisation('Ending Test RFC');
    const { person, cookie } = await adult();
    const url = `/api/union/organisations/${organisation.id}/office-holders`;
    const appointed = await send(as.admin, 'POST', url, { personId: person.id, roleId: ROLE_IDS.clubChair });
    const appointmentId = appointed.json().officeHolders[0].id as number;

    const ended = await send(as.admin, 'POST', `${url}/${appointmentId}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().officeHolders).toEqual([]);
    const [stored] = await db
      .select()
      .from(personOrganisationRoles)
      .where(eq(personOrganisationRoles.id, appointmentId));
    expect(stored!.activeTo).toBe('2025-09-30');
    const [audit] = await auditsOf('organisation-role.ended', organisation.id);
    expect(audit).toMatchObject({
      personId: person.id,
      subjectId: String(appointmentId),
      details: expect.objectContaining({ role: 'Club Chair', activeTo: '2025-09-30' }),
    });
    const managed = await get(cookie, `/api/person/${person.id}/organisation/manage`);
    expect(managed.json()).toEqual([]);

    const twice = await send(as.admin, 'POST', `${url}/${appointmentId}/end`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: 'organisation.appointment_ended' });
    expect(await auditsOf('organisation-role.ended', organisation.id)).toHaveLength(1);
    expect(
      (await send(as.admin, 'POST', `/api/union/organisations/${clubA}/office-holders/${appointmentId}/end`))
        .statusCode,
    ).toBe(404);

    const reappointed = await send(as.admin, 'POST', url, { personId: person.id, roleId: ROLE_IDS.clubChair });
    expect(reappointed.statusCode).toBe(201);
  });
});
