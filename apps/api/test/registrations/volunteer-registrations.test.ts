import { VOLUNTEER_CHOICE_MESSAGES } from '@mywru/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import { auditLog, dbsRecords, outbox, persons, volunteerRegistrations } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';
import {
  addPerson,
  ALL_VOLUNTEER_CONSENTS,
  counts,
  NOW,
  organisationId,
  personIdByEmail,
  teamParentId,
} from './fixtures';

let t: TestApp;
let db: Db;
let clubA: number;
const clubAName = 'Cwm Valley RFC';

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
  clubA = await organisationId(db, clubAName);
});

afterAll(async () => {
  await t.close();
});

async function adult(dob = '1988-08-08', language: 'en' | 'cy' | null = null) {
  const person = await addPerson(db, { dob, sexId: 1, language });
  return { person, cookie: await sessionCookieFor(t.app, person.id) };
}

function register(cookie: string, personId: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/person/${personId}/volunteer-registration`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { ...ALL_VOLUNTEER_CONSENTS, teamParentIds: [], ...payload },
  });
}

async function registrationsOf(personId: number) {
  return db.select().from(volunteerRegistrations).where(eq(volunteerRegistrations.personId, personId));
}

describe('volunteer roles', () => {
  it('lists the volunteer roles with their rules', async () => {
    const { cookie } = await adult();
    const res = await t.app.inject({ method: 'GET', url: '/api/volunteer/get-roles', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const roles = res.json() as { roleValue: string }[];
    expect(roles.map((r) => r.roleValue)).not.toContain('Player');
    expect(roles).toContainEqual({
      roleId: ROLE_IDS.teamCoach,
      roleValue: 'Team Coach',
      roleValueCy: 'Hyfforddwr Tîm',
      description: expect.any(String),
      minAge: 16,
      tablerIcon: expect.any(String),
      backgroundColour: expect.any(String),
      dbsRequired: false,
      dbsRequiredForChildTeams: true,
      organisationRequired: true,
      teamRequired: true,
      allowUnattached: false,
      requiresClubSecApproval: true,
      requiresWruApproval: false,
    });
  });
});

describe('registering to volunteer', () => {
  it("names the role in a Welsh reader's language", async () => {
    const { person, cookie } = await adult('1988-08-08', 'cy');
    const res = await register(cookie, person.id, {
      volunteerRoleId: ROLE_IDS.teamCoach,
      organisationId: clubA,
      teamParentIds: [await teamParentId(db, clubAName, 'Under 12')],
      ageGradeAcknowledged: true,
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    // 'Team Coach' is 'Hyfforddwr Tîm' in the roles lookup.
    expect(`${mail!.subject}\n${mail!.text}`).toContain('Hyfforddwr Tîm');
    expect(`${mail!.subject}\n${mail!.text}`).not.toContain('Team Coach');
  });

  it('opens a DBS application when a child team needs DBS and none is held', async () => {
    const { person, cookie } = await adult();
    const res = await register(cookie, person.id, {
      volunteerRoleId: ROLE_IDS.teamCoach,
      organisationId: clubA,
      teamParentIds: [await teamParentId(db, clubAName, 'Under 12')],
      ageGradeAcknowledged: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      applicationStatus: null,
      requiresDbs: true,
      dbsTriggered: true,
      requiresClubSecApproval: true,
      requiresWruApproval: false,
      created: true,
    });
    const [stored] = await db.select().from(persons).where(eq(persons.id, person.id));
    expect(stored!.hasActiveDbsApplication).toBe(true);
    const [row] = await registrationsOf(person.id);
    expect(row).toMatchObject({
      roleId: ROLE_IDS.teamCoach,
      organisationId: clubA,
      season: '2025-2026',
      requiresDbs: true,
      dbsTriggered: true,
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'volunteer_registration'), eq(auditLog.subjectId, String(row!.id))));
    expect(audits).toHaveLength(1);
    const mails = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('DBS');
    expect(mails[0]!.text).toContain('to volunteer as Team Coach at Cwm Valley RFC');
    expect(mails[0]!.text).not.toContain('Hyfforddwr Tîm');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/person/${person.id}/volunteer-registration`,
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: row!.id,
        personId: person.id,
        applicationStatus: null,
        submittedOn: NOW.toISOString(),
        updatedOn: NOW.toISOString(),
        season: '2025-2026',
        firstName: person.firstName,
        lastName: person.lastName,
        dob: '1988-08-08',
        teamName: 'Under 12',
        roleValue: 'Team Coach',
        roleValueCy: 'Hyfforddwr Tîm',
        dbsStatus: 'pending',
        requiresDbs: true,
        requiresClubSecApproval: true,
        requiresWruApproval: false,
        clubSecDecision: null,
        wruDecision: null,
        organisationName: clubAName,
        organisationUpdatedOn: null,
        wruUpdatedOn: null,
      },
    ]);
  });

  it('does not trigger DBS for adult teams, nor when the DBS is valid', async () => {
    const { person, cookie } = await adult();
    const senior = await register(cookie, person.id, {
      volunteerRoleId: ROLE_IDS.teamCoach,
      organisationId: clubA,
      teamParentIds: [await teamParentId(db, clubAName, 'Senior Women')],
    });
    expect(senior.statusCode).toBe(201);
    expect(senior.json()).toMatchObject({ requiresDbs: false, dbsTriggered: false });

    const valid = await adult();
    await db.insert(dbsRecords).values({
      personId: valid.person.id,
      certificateNumber: '009999999999',
      issued: '2024-06-01',
      expiry: '2027-05-31',
    });
    const res = await register(valid.cookie, valid.person.id, {
      volunteerRoleId: ROLE_IDS.clubSafeguardingOfficer,
      organisationId: clubA,
      ageGradeAcknowledged: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      requiresDbs: true,
      dbsTriggered: false,
      requiresWruApproval: true,
      requiresClubSecApproval: true,
    });
    const [stored] = await db.select().from(persons).where(eq(persons.id, valid.person.id));
    expect(stored!.hasActiveDbsApplication).toBe(false);
  });

  it('takes an unattached registration where the role allows it', async () => {
    const { person, cookie } = await adult();
    const res = await register(cookie, person.id, { volunteerRoleId: ROLE_IDS.referee, organisationId: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ requiresClubSecApproval: false, requiresWruApproval: true });
  });

  it('registers a child and e-mails the guardian', async () => {
    const { person: guardian, cookie } = await adult('1979-01-01');
    const child = await addPerson(db, { dob: '2009-01-01', sexId: 2, parentId: guardian.id }); // 16
    const res = await register(cookie, child.id, {
      volunteerRoleId: ROLE_IDS.matchDayVolunteer,
      organisationId: clubA,
    });
    expect(res.statusCode).toBe(201);
    const mails = await db.select().from(outbox).where(eq(outbox.to, guardian.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Registration to volunteer as Match Day Volunteer');
  });

  it('answers a repeated submission with the same registration, sequentially and concurrently', async () => {
    const { person, cookie } = await adult();
    const payload = { volunteerRoleId: ROLE_IDS.volunteer, organisationId: clubA };
    const first = await register(cookie, person.id, payload);
    const again = await register(cookie, person.id, payload);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect(await registrationsOf(person.id)).toHaveLength(1);

    const racer = await adult();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        register(racer.cookie, racer.person.id, { volunteerRoleId: ROLE_IDS.referee, organisationId: null }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await registrationsOf(racer.person.id)).toHaveLength(1);
  });

  describe('refusals store nothing', () => {
    async function refused(
      res: Awaited<ReturnType<typeof register>>,
      before: Awaited<ReturnType<typeof counts>>,
      status: number,
    ) {
      expect(res.statusCode).toBe(status);
      expect(await counts(db)).toEqual(before);
      return res.json() as {
        reason: string;
        params?: Record<string, string | number>;
        errors?: Record<string, string[]>;
      };
    }

    it('refuses another person and a child who is not mine with 403', async () => {
      const { cookie } = await adult();
      const other = await adult();
      const otherChild = await addPerson(db, { dob: '2009-01-01', sexId: 1, parentId: other.person.id });
      for (const id of [other.person.id, otherChild.id]) {
        const before = await counts(db);
        const body = await refused(
          await register(cookie, id, { volunteerRoleId: ROLE_IDS.volunteer, organisationId: clubA }),
          before,
          403,
        );
        expect(body.reason).toBe('permission.denied');
        const list = await t.app.inject({
          method: 'GET',
          url: `/api/person/${id}/volunteer-registration`,
          headers: { cookie },
        });
        expect(list.statusCode).toBe(403);
      }
    });

    it('refuses a role the person is too young for', async () => {
      const { person: guardian, cookie } = await adult('1979-01-01');
      const child = await addPerson(db, { dob: '2010-06-01', sexId: 1, parentId: guardian.id }); // 15
      const before = await counts(db);
      const body = await refused(
        await register(cookie, child.id, {
          volunteerRoleId: ROLE_IDS.teamManager,
          organisationId: clubA,
          teamParentIds: [await teamParentId(db, clubAName, 'Senior Men')],
        }),
        before,
        400,
      );
      expect(body).toMatchObject({
        reason: 'volunteer_registration.too_young',
        params: { minAge: 18, role: 'Team Manager' },
      });
    });

    it('refuses an unattached choice for a role that does not allow it', async () => {
      const { person, cookie } = await adult();
      const before = await counts(db);
      const body = await refused(
        await register(cookie, person.id, { volunteerRoleId: ROLE_IDS.volunteer, organisationId: null }),
        before,
        400,
      );
      expect(body.reason).toBe('volunteer_registration.organisation_required');
      expect(body.errors?.organisationId).toEqual([VOLUNTEER_CHOICE_MESSAGES.organisation]);
    });

    it('refuses a missing team for a role that needs one, and teams of another organisation', async () => {
      const { person, cookie } = await adult();
      let before = await counts(db);
      const body = await refused(
        await register(cookie, person.id, {
          volunteerRoleId: ROLE_IDS.teamCoach,
          organisationId: clubA,
          teamParentIds: [],
        }),
        before,
        400,
      );
      expect(body.reason).toBe('volunteer_registration.teams_required');
      before = await counts(db);
      const foreign = await refused(
        await register(cookie, person.id, {
          volunteerRoleId: ROLE_IDS.teamCoach,
          organisationId: clubA,
          teamParentIds: [await teamParentId(db, 'Aberllyn RFC', 'Senior Men')],
        }),
        before,
        400,
      );
      expect(foreign.reason).toBe('volunteer_registration.teams_not_of_organisation');
    });

    it('refuses DBS-required choices without the age-grade acknowledgement', async () => {
      const { person, cookie } = await adult();
      const before = await counts(db);
      const body = await refused(
        await register(cookie, person.id, {
          volunteerRoleId: ROLE_IDS.teamCoach,
          organisationId: clubA,
          teamParentIds: [await teamParentId(db, clubAName, 'Under 9')],
        }),
        before,
        400,
      );
      expect(body.reason).toBe('volunteer_registration.age_grades_not_acknowledged');
      expect(body.errors?.ageGradeAcknowledged).toEqual([VOLUNTEER_CHOICE_MESSAGES.ageGradeAcknowledgement]);
      const [stored] = await db.select().from(persons).where(eq(persons.id, person.id));
      expect(stored!.hasActiveDbsApplication).toBe(false);
    });

    it('refuses a missing consent with its exact message', async () => {
      const { person, cookie } = await adult();
      const before = await counts(db);
      const body = await refused(
        await register(cookie, person.id, {
          volunteerRoleId: ROLE_IDS.volunteer,
          organisationId: clubA,
          antiDopingPolicy: false,
        }),
        before,
        400,
      );
      expect(body.reason).toBe('volunteer_registration.consents_missing');
      expect(body.errors?.antiDopingPolicy).toEqual(['You must agree to the Anti-Doping terms and conditions']);
    });

    it('refuses a role that is not a volunteer role', async () => {
      const { person, cookie } = await adult();
      const before = await counts(db);
      await refused(
        await register(cookie, person.id, { volunteerRoleId: ROLE_IDS.player, organisationId: clubA }),
        before,
        400,
      );
    });
  });

  it("lists the demo parent's awaiting registration with the DBS application pending", async () => {
    const parent = await personIdByEmail(db, 'parent@demo.test');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/person/${parent}/volunteer-registration`,
      headers: { cookie: await sessionCookieFor(t.app, parent) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      roleValue: 'Team Manager',
      applicationStatus: null,
      requiresDbs: true,
      dbsStatus: 'pending',
      organisationName: clubAName,
    });
  });
});
