/**
 * Manage Registrations, players: the organisation's list, approve (with and without a team
 * variation), reject, only awaiting_org decidable, exactly-once under concurrency, the e-mail in
 * the outbox and the audit rows; and Change Team. Runs on PGlite and, with TEST_DB=postgres, on a
 * real PostgreSQL server (the concurrent decision then truly races).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { ROLE_IDS } from '../../../src/db/lookups';
import {
  auditLog,
  outbox,
  personOrganisationRoles,
  playerApplications,
  playerApplicationStatusChanges,
  teamChildren,
} from '../../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../../helpers/app';
import {
  addPerson,
  ALL_PLAYER_CONSENTS,
  firstTeamChildId,
  NOW,
  organisationId,
  personIdByEmail,
  teamParentId,
} from '../fixtures';

let t: TestApp;
let db: Db;
let clubA: number;
let seniorMen: number;
let secretary: string;
const TODAY = NOW.toISOString().slice(0, 10);
const YESTERDAY = new Date(NOW.getTime() - 86_400_000);

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
  clubA = await organisationId(db, 'Cwm Valley RFC');
  seniorMen = await teamParentId(db, 'Cwm Valley RFC', 'Senior Men');
  secretary = await sessionCookieFor(t.app, await personIdByEmail(db, 'secretary@demo.test'));
});

afterAll(async () => {
  await t.close();
});

async function childrenOf(teamParent: number) {
  return db.select().from(teamChildren).where(eq(teamChildren.teamParentId, teamParent)).orderBy(teamChildren.id);
}

/** A new adult with an application awaiting the organisation (reading their e-mails in English unless told). */
async function awaitingApplication(teamParent: number, email = true, language: 'en' | 'cy' | null = null) {
  const person = await addPerson(db, { dob: '1995-05-05', sexId: 1, language, ...(email ? {} : { email: null }) });
  const [application] = await db
    .insert(playerApplications)
    .values({
      personId: person.id,
      teamParentId: teamParent,
      season: '2025-2026',
      status: 'awaiting_org',
      consents: ALL_PLAYER_CONSENTS,
      submittedBy: person.id,
      createdAt: YESTERDAY,
      updatedAt: YESTERDAY,
    })
    .returning();
  await db
    .insert(playerApplicationStatusChanges)
    .values({ applicationId: application!.id, status: 'awaiting_org', changedBy: person.id, changedOn: YESTERDAY });
  return { person, application: application! };
}

function decide(cookie: string, id: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/playing-registration/${id}/status`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: body,
  });
}

async function playingRoles(personId: number) {
  return db
    .select()
    .from(personOrganisationRoles)
    .where(and(eq(personOrganisationRoles.personId, personId), eq(personOrganisationRoles.roleId, ROLE_IDS.player)));
}

async function mailsTo(email: string) {
  return db.select().from(outbox).where(eq(outbox.to, email));
}

async function audits(action: string, subjectId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(subjectId))));
}

describe('the organisation list', () => {
  it('lists applications by status with team variations, date of birth and history', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/playing-registration?statuses=awaiting_org&statuses=approved&statuses=rejected`,
      headers: { cookie: secretary },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      status: { value: string };
      teamParentId: number;
      teamChildren: unknown[];
      dob: string | null;
      statusChanges: unknown[];
      organisationName: string;
    }[];
    expect(new Set(list.map((a) => a.status.value))).toEqual(new Set(['awaiting_org', 'approved', 'rejected']));
    expect(list.every((a) => a.organisationName === 'Cwm Valley RFC')).toBe(true);
    const senior = list.find((a) => a.teamParentId === seniorMen && a.status.value === 'awaiting_org');
    expect(senior?.teamChildren).toHaveLength(3);
    expect(senior?.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(senior?.statusChanges.length).toBeGreaterThan(0);
  });

  it("names whom to contact: an adult's e-mail; for a child, the guardian, whose read stays audited", async () => {
    const adult = await awaitingApplication(seniorMen);
    const parent = await personIdByEmail(db, 'parent@demo.test');
    const auditedBefore = await db.select().from(auditLog).where(eq(auditLog.action, 'child-record.read'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/playing-registration`,
      headers: { cookie: secretary },
    });
    expect(res.statusCode).toBe(200);
    type Listed = {
      id: number;
      personId: number;
      contact: {
        email: string | null;
        guardian: { id: number; firstName: string | null; email: string | null } | null;
      };
    };
    const list = res.json() as Listed[];
    expect(list.find((a) => a.id === adult.application.id)?.contact).toEqual({
      email: adult.person.email,
      guardian: null,
    });
    const childApplication = list.find((a) => a.contact.guardian !== null);
    expect(childApplication?.contact.guardian).toEqual({
      id: parent,
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: 'parent@demo.test',
    });
    const auditedAfter = await db.select().from(auditLog).where(eq(auditLog.action, 'child-record.read'));
    expect(auditedAfter.length).toBeGreaterThan(auditedBefore.length);
    expect(
      auditedAfter.some(
        (row) =>
          row.personId === childApplication!.personId &&
          (row.details as { record?: string }).record === 'player-applications',
      ),
    ).toBe(true);
  });

  it('filters by one status and never shows referred applications unless asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/playing-registration?statuses=rejected`,
      headers: { cookie: secretary },
    });
    expect(res.json().every((a: { status: { value: string } }) => a.status.value === 'rejected')).toBe(true);
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/playing-registration`,
      headers: { cookie: secretary },
    });
    expect(all.json().some((a: { status: { value: string } }) => a.status.value.startsWith('referred_'))).toBe(false);
  });
});

describe('deciding a player application', () => {
  it('requires a team variation to approve when the team has more than one', async () => {
    const { person, application } = await awaitingApplication(seniorMen);
    const res = await decide(secretary, application.id, {
      playerApplicationStatusValue: 'approved',
      teamChildId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', reason: 'player_application.team_option_required' });
    expect(await playingRoles(person.id)).toHaveLength(0);
  });

  it('refuses a variation of another team', async () => {
    const { application } = await awaitingApplication(seniorMen);
    const other = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Women'));
    const res = await decide(secretary, application.id, {
      playerApplicationStatusValue: 'approved',
      teamChildId: other,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      reason: 'player_application.team_option_of_other_team',
    });
  });

  it('approves onto the chosen variation: playing role from today, status change, audit, e-mail', async () => {
    const { person, application } = await awaitingApplication(seniorMen);
    const athletic = (await childrenOf(seniorMen))[2]!;
    const res = await decide(secretary, application.id, {
      playerApplicationStatusValue: 'approved',
      teamChildId: athletic.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.value).toBe('approved');
    expect(res.json().decidedTeamChild).toEqual({ id: athletic.id, value: 'Athletic XV' });
    expect(res.json().statusChanges.map((c: { value: string }) => c.value)).toEqual(['awaiting_org', 'approved']);
    const roles = await playingRoles(person.id);
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({
      organisationId: clubA,
      teamChildId: athletic.id,
      activeFrom: TODAY,
      activeTo: null,
    });
    const audit = await audits('player-application.approved', application.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      organisationId: clubA,
      personId: person.id,
      actorPersonId: await personIdByEmail(db, 'secretary@demo.test'),
    });
    const mails = await mailsTo(person.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('approved');
    expect(mails[0]!.text).toContain('Athletic XV');
    expect(mails[0]!.text).toContain(`Open MyWRU: ${TEST_ORIGIN}/track\n\nWelsh Rugby Union`);
    expect(mails[0]!.text).toContain('You are now registered to play for Senior Men (Athletic XV).');
    expect(mails[0]!.text).not.toContain('Dynion Hŷn');
  });

  it("names the team in a Welsh reader's language: the template's Welsh name, with the variation", async () => {
    const { person, application } = await awaitingApplication(seniorMen, true, 'cy');
    const athletic = (await childrenOf(seniorMen))[2]!;
    const res = await decide(secretary, application.id, {
      playerApplicationStatusValue: 'approved',
      teamChildId: athletic.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(person.email!);
    // 'Senior Men' is 'Dynion Hŷn' in the team templates lookup; the variation keeps its own name.
    expect(mail!.subject).toBe("Cais i chwarae i Dynion Hŷn, Cwm Valley RFC: wedi'i gymeradwyo");
    expect(mail!.text).toContain('Rydych chi bellach wedi cofrestru i chwarae i Dynion Hŷn (Athletic XV).');
    expect(mail!.text).not.toContain('Senior Men');

    const rejected = await awaitingApplication(seniorMen, true, 'cy');
    expect(
      (
        await decide(secretary, rejected.application.id, {
          playerApplicationStatusValue: 'rejected',
          teamChildId: null,
        })
      ).statusCode,
    ).toBe(200);
    const [rejection] = await mailsTo(rejected.person.email!);
    expect(rejection!.subject).toBe('Cais i chwarae i Dynion Hŷn, Cwm Valley RFC: heb ei gymeradwyo');
    expect(rejection!.text).not.toContain('Senior Men');
  });

  it("defaults to the team's only variation and e-mails a child's guardian", async () => {
    const parent = await personIdByEmail(db, 'parent@demo.test');
    const [elinApplication] = await db
      .select()
      .from(playerApplications)
      .where(
        and(
          eq(playerApplications.status, 'awaiting_org'),
          sql`${playerApplications.personId} in (select id from persons where parent_id = ${parent})`,
        ),
      );
    expect(elinApplication).toBeDefined();
    const only = await childrenOf(elinApplication!.teamParentId);
    expect(only).toHaveLength(1);
    const before = (await mailsTo('parent@demo.test')).length;
    const res = await decide(secretary, elinApplication!.id, { playerApplicationStatusValue: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().decidedTeamChild.id).toBe(only[0]!.id);
    expect(await playingRoles(elinApplication!.personId)).toHaveLength(1);
    const mails = await mailsTo('parent@demo.test');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toContain("Elin Howells's application");
  });

  it('rejects: no playing role, a status change, audit and e-mail', async () => {
    const { person, application } = await awaitingApplication(seniorMen);
    const res = await decide(secretary, application.id, {
      playerApplicationStatusValue: 'rejected',
      teamChildId: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.value).toBe('rejected');
    expect(res.json().decidedTeamChild).toBeNull();
    expect(await playingRoles(person.id)).toHaveLength(0);
    expect(await audits('player-application.rejected', application.id)).toHaveLength(1);
    expect((await mailsTo(person.email!))[0]!.subject).toContain('not approved');
  });

  it('decides only applications awaiting the organisation (409 for decided and referred ones)', async () => {
    const { application } = await awaitingApplication(seniorMen);
    const first = (await childrenOf(seniorMen))[0]!.id;
    expect(
      (await decide(secretary, application.id, { playerApplicationStatusValue: 'approved', teamChildId: first }))
        .statusCode,
    ).toBe(200);
    const again = await decide(secretary, application.id, {
      playerApplicationStatusValue: 'rejected',
      teamChildId: null,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', reason: 'player_application.already_decided' });
    const french = await personIdByEmail(db, 'jeanluc.moreau@demo.test');
    const [referred] = await db.select().from(playerApplications).where(eq(playerApplications.personId, french));
    const res = await decide(secretary, referred!.id, { playerApplicationStatusValue: 'approved', teamChildId: first });
    expect(res.statusCode).toBe(409);
    const [after] = await db.select().from(playerApplications).where(eq(playerApplications.id, referred!.id));
    expect(after!.status).toBe('referred_clearance');
  });

  it('answers 404 for an application that does not exist', async () => {
    const res = await decide(secretary, 999_999, { playerApplicationStatusValue: 'rejected', teamChildId: null });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', reason: 'player_application.not_found' });
  });

  it("refuses a Team Coach on another team's application", async () => {
    const { application } = await awaitingApplication(seniorMen);
    const coach = await sessionCookieFor(t.app, await personIdByEmail(db, 'coach@demo.test'));
    const res = await decide(coach, application.id, { playerApplicationStatusValue: 'rejected', teamChildId: null });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', reason: 'organisation.permission.registrations' });
  });

  it('decides exactly once when two officials decide at the same moment', async () => {
    const support = await sessionCookieFor(t.app, await personIdByEmail(db, 'carys.thomas@demo.test'));
    const [first, second] = await childrenOf(seniorMen);
    for (let round = 0; round < 3; round++) {
      const { person, application } = await awaitingApplication(seniorMen);
      const results = await Promise.all([
        decide(secretary, application.id, { playerApplicationStatusValue: 'approved', teamChildId: first!.id }),
        decide(support, application.id, { playerApplicationStatusValue: 'approved', teamChildId: second!.id }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await playingRoles(person.id)).toHaveLength(1);
      const changes = await db
        .select()
        .from(playerApplicationStatusChanges)
        .where(eq(playerApplicationStatusChanges.applicationId, application.id));
      expect(changes.map((c) => c.status).sort()).toEqual(['approved', 'awaiting_org']);
      expect(await audits('player-application.approved', application.id)).toHaveLength(1);
      expect(await mailsTo(person.email!)).toHaveLength(1);
    }
  });
});

describe('Change Team', () => {
  function change(cookie: string, roleId: number, newTeamChildId: number) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/team/${clubA}/update-team-child?personOrganisationRoleId=${roleId}&newTeamChildId=${newTeamChildId}`,
      headers: { cookie, origin: TEST_ORIGIN },
    });
  }
  async function playingRoleOf(email: string) {
    const [role] = await playingRoles(await personIdByEmail(db, email));
    return role!;
  }

  it('moves a playing role to another variation of the same team, audited', async () => {
    const role = await playingRoleOf('player@demo.test');
    const second = (await childrenOf(seniorMen))[1]!;
    const res = await change(secretary, role.id, second.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().teamChild).toEqual({ id: second.id, value: '2nd team' });
    expect(res.json().teamParent.teamChildren).toHaveLength(3);
    const [after] = await db.select().from(personOrganisationRoles).where(eq(personOrganisationRoles.id, role.id));
    expect(after!.teamChildId).toBe(second.id);
    const audit = await audits('playing-role.team-changed', role.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ fromTeamChildId: role.teamChildId, toTeamChildId: second.id });
  });

  it('refuses a variation of another team', async () => {
    const role = await playingRoleOf('gethin.roberts@demo.test');
    const other = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Under 12'));
    const res = await change(secretary, role.id, other);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', reason: 'player_application.not_a_team_option' });
  });

  it("answers 'No team variations found for this team type' for a team with one variation", async () => {
    const role = await playingRoleOf('hannah.morgan@demo.test');
    const res = await change(secretary, role.id, role.teamChildId!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', reason: 'player_application.no_team_options' });
  });

  it('refuses a role that is not a playing role, and a role of another organisation', async () => {
    const [office] = await db
      .select()
      .from(personOrganisationRoles)
      .where(eq(personOrganisationRoles.personId, await personIdByEmail(db, 'secretary@demo.test')));
    const first = (await childrenOf(seniorMen))[0]!.id;
    expect((await change(secretary, office!.id, first)).statusCode).toBe(400);
    const clubBRole = await playingRoleOf('sam.hughes@demo.test');
    expect((await change(secretary, clubBRole.id, first)).statusCode).toBe(404);
  });
});
