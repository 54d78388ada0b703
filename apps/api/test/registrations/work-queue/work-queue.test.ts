/**
 * The union's back office, access and work queue: who reaches /api/union (and which areas), the
 * queue of referred player applications and volunteer registrations awaiting the union, and the
 * union's decisions: exactly once (also under concurrency), a reason required to reject, the status
 * change, audit row and e-mail in the same transaction, and the decision then shown to the
 * applicant as the union's. Runs on PGlite and, with TEST_DB=postgres, on a real PostgreSQL server.
 */
import { UNION_AREAS, UNION_DECISION_MESSAGES } from '@mywru/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { ROLE_IDS } from '../../../src/db/lookups';
import {
  auditLog,
  outbox,
  personOrganisationRoles,
  playerApplications,
  playerApplicationStatusChanges,
  volunteerRegistrations,
} from '../../../src/db/schema';
import { sessionCookieFor, type TestApp } from '../../helpers/app';
import { addPerson, ALL_VOLUNTEER_CONSENTS, NOW } from '../fixtures';
import type { Personas } from '../../helpers/personas';
import { addPlayerApplication, LAST_MONTH, openWorkQueue, type WorkQueueTests } from './helpers';

let t: TestApp;
let db: Db;
let as: Personas;
let get: WorkQueueTests['get'];
let post: WorkQueueTests['post'];
let clubA: number;
let seniorMen: number;

beforeAll(async () => {
  ({ t, db, as, get, post, clubA, seniorMen } = await openWorkQueue());
});

afterAll(async () => {
  await t.close();
});

const decidePlayer = (cookie: string, id: number, body: Record<string, unknown>) =>
  post(cookie, `/api/union/player-applications/${id}/decision`, body);
const decideVolunteer = (cookie: string, id: number, body: Record<string, unknown>) =>
  post(cookie, `/api/union/volunteer-registrations/${id}/decision`, body);

/** A new adult with an application referred to the union, submitted a month ago. */
async function referredApplication(
  status: 'referred_clearance' | 'referred_dispensation' = 'referred_clearance',
  language: 'en' | 'cy' | null = null,
) {
  const person = await addPerson(db, { dob: '1996-06-06', sexId: 1, internationalPlayingStatusIds: [3], language });
  return { person, application: await addPlayerApplication(db, { person, teamParentId: seniorMen, status }) };
}

/** A new adult's volunteer registration needing the union (and, when asked, the club, already given). */
async function volunteerAwaitingUnion(options: { clubApproved?: boolean; language?: 'en' | 'cy' } = {}) {
  const person = await addPerson(db, { dob: '1990-03-03', sexId: 2, language: options.language ?? null });
  const [registration] = await db
    .insert(volunteerRegistrations)
    .values({
      personId: person.id,
      roleId: ROLE_IDS.clubChair,
      organisationId: clubA,
      season: '2025-2026',
      requiresDbs: false,
      requiresClubSecApproval: options.clubApproved ?? false,
      requiresUnionApproval: true,
      clubSecDecision: options.clubApproved ? 1 : null,
      consents: ALL_VOLUNTEER_CONSENTS,
      submittedBy: person.id,
      submittedOn: LAST_MONTH,
      updatedOn: LAST_MONTH,
    })
    .returning();
  return { person, registration: registration! };
}

async function audits(action: string, subjectId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(subjectId))));
}

async function statusChanges(applicationId: number) {
  return db
    .select()
    .from(playerApplicationStatusChanges)
    .where(eq(playerApplicationStatusChanges.applicationId, applicationId))
    .orderBy(playerApplicationStatusChanges.id);
}

describe('who reaches the union back office', () => {
  it('tells union staff their roles and areas', async () => {
    const admin = await get(as.admin, '/api/union/me');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ roles: ['union_administrator'], areas: [...UNION_AREAS] });
    const officer = await get(as.registrationsOfficer, '/api/union/me');
    expect(officer.json()).toEqual({ roles: ['registrations_officer'], areas: ['work-queue', 'transfers', 'permits'] });
  });

  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['someone whose union role ended', 'formerAdministrator'],
  ] as const)('refuses %s with a permission 403', async (_who, persona) => {
    for (const url of ['/api/union/me', '/api/union/work-queue', '/api/union/work-queue/counts']) {
      const res = await get(as[persona], url);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain('permission');
    }
    const { application } = await referredApplication();
    const res = await decidePlayer(as[persona], application.id, { approve: true });
    expect(res.statusCode).toBe(403);
    expect((await statusChanges(application.id)).length).toBe(1);
  });

  it('refuses a union role outside its area (a Safeguarding Officer on the work queue)', async () => {
    expect((await get(as.safeguardingOfficer, '/api/union/me')).statusCode).toBe(200);
    const res = await get(as.safeguardingOfficer, '/api/union/work-queue');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('permission');
    const { registration } = await volunteerAwaitingUnion();
    expect((await decideVolunteer(as.safeguardingOfficer, registration.id, { approve: true })).statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/union/work-queue' })).statusCode).toBe(401);
  });
});

describe('the work queue', () => {
  it('lists referred applications and volunteer registrations awaiting the union, oldest first', async () => {
    const { application } = await referredApplication('referred_dispensation');
    const { registration } = await volunteerAwaitingUnion({ clubApproved: true });
    const res = await get(as.registrationsOfficer, '/api/union/work-queue');
    expect(res.statusCode).toBe(200);
    const items = res.json() as {
      kind: string;
      id: number;
      reason: string;
      submittedOn: string;
      person: { dob: string | null };
      organisationName: string | null;
      teamName: string | null;
      roleValue: string | null;
    }[];
    const dates = items.map((item) => item.submittedOn);
    expect(dates).toEqual([...dates].sort());
    expect(items.find((i) => i.kind === 'player_application' && i.id === application.id)).toMatchObject({
      reason: 'dispensation',
      organisationName: 'Cwm Valley RFC',
      teamName: 'Senior Men',
      roleValue: null,
      roleValueCy: null,
      person: { dob: '1996-06-06' },
    });
    expect(items.find((i) => i.kind === 'volunteer_registration' && i.id === registration.id)).toMatchObject({
      reason: 'volunteer_role',
      roleValue: 'Club Chair',
      roleValueCy: 'Cadeirydd Clwb',
      organisationName: 'Cwm Valley RFC',
    });
    // The demo's referrals (clearance and dispensation) and the two volunteers awaiting the union.
    expect(items.some((i) => i.reason === 'clearance')).toBe(true);
    expect(items.filter((i) => i.kind === 'volunteer_registration').length).toBeGreaterThanOrEqual(3);
    // Never anything decided or awaiting the organisation.
    const ids = items.filter((i) => i.kind === 'player_application').map((i) => i.id);
    const rows = await db
      .select({ id: playerApplications.id, status: playerApplications.status })
      .from(playerApplications);
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.status.startsWith('referred_'))).toBe(true);
  });

  it('counts what waits, matching the list', async () => {
    const [counts, list] = await Promise.all([
      get(as.admin, '/api/union/work-queue/counts'),
      get(as.admin, '/api/union/work-queue'),
    ]);
    expect(counts.statusCode).toBe(200);
    const items = list.json() as { kind: string }[];
    expect(counts.json()).toEqual({
      playerReferrals: items.filter((i) => i.kind === 'player_application').length,
      volunteerApprovals: items.filter((i) => i.kind === 'volunteer_registration').length,
    });
  });
});

describe("the union's decision on a referred player application", () => {
  it('approves: hands it to the organisation, with the status change, audit and e-mail', async () => {
    const { person, application } = await referredApplication();
    const res = await decidePlayer(as.admin, application.id, { approve: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: application.id, status: 'awaiting_org', decidedByUnion: false });
    const [row] = await db.select().from(playerApplications).where(eq(playerApplications.id, application.id));
    expect(row?.status).toBe('awaiting_org');
    const changes = await statusChanges(application.id);
    expect(changes.map((c) => c.status)).toEqual(['referred_clearance', 'awaiting_org']);
    expect(changes[1]?.changedBy).toBe(as.adminId);
    expect(await audits('player-application.union-approved', application.id)).toHaveLength(1);
    const mails = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('approved by the union');
    expect(mails[0]?.subject).toContain('Senior Men');
    // The organisation now sees it.
    const secretary = await get(as.secretary, `/api/organisation/${clubA}/playing-registration?statuses=awaiting_org`);
    expect((secretary.json() as { id: number }[]).some((a) => a.id === application.id)).toBe(true);
  });

  it("names the team in a Welsh reader's language: the template's Welsh name", async () => {
    const approved = await referredApplication('referred_clearance', 'cy');
    expect((await decidePlayer(as.admin, approved.application.id, { approve: true })).statusCode).toBe(200);
    const [approval] = await db.select().from(outbox).where(eq(outbox.to, approved.person.email!));
    // 'Senior Men' is 'Dynion Hŷn' in the team templates lookup.
    expect(approval?.subject).toBe("Cais i chwarae i Dynion Hŷn, Cwm Valley RFC: wedi'i gymeradwyo gan yr Undeb");
    expect(approval?.text).toContain('Dynion Hŷn');
    expect(approval?.text).not.toContain('Senior Men');

    const rejected = await referredApplication('referred_clearance', 'cy');
    const res = await decidePlayer(as.admin, rejected.application.id, { approve: false, reason: 'Dim clirio' });
    expect(res.statusCode).toBe(200);
    const [rejection] = await db.select().from(outbox).where(eq(outbox.to, rejected.person.email!));
    expect(rejection?.subject).toBe('Cais i chwarae i Dynion Hŷn, Cwm Valley RFC: heb ei gymeradwyo gan yr Undeb');
  });

  it('requires a reason to reject', async () => {
    const { application } = await referredApplication();
    for (const body of [{ approve: false }, { approve: false, reason: '' }, { approve: false, reason: '   ' }]) {
      const res = await decidePlayer(as.admin, application.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.reason).toEqual([UNION_DECISION_MESSAGES.reasonRequired]);
      expect(res.json().fields.reason).toEqual([{ reason: 'field.required' }]);
    }
    expect(await statusChanges(application.id)).toHaveLength(1);
  });

  it('rejects with a reason, which the applicant then sees as decided by the union', async () => {
    const { person, application } = await referredApplication();
    const res = await decidePlayer(as.registrationsOfficer, application.id, {
      approve: false,
      reason: ' Clearance refused by the home union. ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      decidedByUnion: true,
      reason: 'Clearance refused by the home union.',
    });
    const changes = await statusChanges(application.id);
    expect(changes.at(-1)).toMatchObject({ status: 'rejected', reason: 'Clearance refused by the home union.' });
    const [audit] = await audits('player-application.union-rejected', application.id);
    expect(audit?.details).toMatchObject({ reason: 'Clearance refused by the home union.' });
    const mails = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    expect(mails[0]?.text).toContain('Clearance refused by the home union.');

    const applicant = await sessionCookieFor(t.app, person.id);
    const tracked = await get(applicant, `/api/person/${person.id}/application`);
    expect(tracked.statusCode).toBe(200);
    expect((tracked.json() as { id: number }[]).find((a) => a.id === application.id)).toMatchObject({
      status: { value: 'rejected' },
      decidedByUnion: true,
    });
  });

  it('decides once: a second decision is a 409, and an application not referred cannot be decided', async () => {
    const { application } = await referredApplication();
    expect((await decidePlayer(as.admin, application.id, { approve: true })).statusCode).toBe(200);
    const again = await decidePlayer(as.admin, application.id, { approve: false, reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', reason: 'player_application.not_referred' });
    expect(await statusChanges(application.id)).toHaveLength(2);
    expect((await decidePlayer(as.admin, 99_999_999, { approve: true })).statusCode).toBe(404);
  });

  it('decides once under concurrency: one 200, one 409, one status change, one audit row', async () => {
    const { application } = await referredApplication();
    const results = await Promise.all([
      decidePlayer(as.admin, application.id, { approve: true }),
      decidePlayer(as.registrationsOfficer, application.id, { approve: false, reason: 'No clearance' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await statusChanges(application.id)).toHaveLength(2);
    const audited = [
      ...(await audits('player-application.union-approved', application.id)),
      ...(await audits('player-application.union-rejected', application.id)),
    ];
    expect(audited).toHaveLength(1);
  });
});

describe("the union's decision on a volunteer registration", () => {
  it('approves the last approval needed: final approval creates the role and e-mails the applicant', async () => {
    const { person, registration } = await volunteerAwaitingUnion({ clubApproved: true });
    const res = await decideVolunteer(as.admin, registration.id, { approve: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ wruDecision: true, applicationStatus: 1 });
    expect(res.json().personOrganisationRoleIds).toHaveLength(1);
    const [row] = await db.select().from(volunteerRegistrations).where(eq(volunteerRegistrations.id, registration.id));
    expect(row).toMatchObject({ unionDecision: true, applicationStatus: 1, unionReason: null });
    expect(row?.unionUpdatedOn?.toISOString()).toBe(NOW.toISOString());
    const roles = await db
      .select()
      .from(personOrganisationRoles)
      .where(eq(personOrganisationRoles.personId, person.id));
    expect(roles).toMatchObject([{ roleId: ROLE_IDS.clubChair, organisationId: clubA, activeFrom: '2025-10-01' }]);
    expect(await audits('volunteer-registration.union-approved', registration.id)).toHaveLength(1);
    const mails = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Registration to volunteer as Club Chair: approved');
  });

  it("names the role in a Welsh reader's language", async () => {
    const { person, registration } = await volunteerAwaitingUnion({ clubApproved: true, language: 'cy' });
    expect((await decideVolunteer(as.admin, registration.id, { approve: true })).statusCode).toBe(200);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    // 'Club Chair' is 'Cadeirydd Clwb' in the roles lookup.
    expect(mail?.subject).toBe("Cofrestriad i wirfoddoli fel Cadeirydd Clwb: wedi'i gymeradwyo");
    expect(mail?.text).toContain('i wirfoddoli fel Cadeirydd Clwb yn Cwm Valley RFC');
    expect(mail?.text).not.toContain('Club Chair');
  });

  it('rejects (reason required): final rejection, no role', async () => {
    const { person, registration } = await volunteerAwaitingUnion();
    expect((await decideVolunteer(as.admin, registration.id, { approve: false })).statusCode).toBe(400);
    const res = await decideVolunteer(as.admin, registration.id, { approve: false, reason: 'Not known to the club' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      wruDecision: false,
      wruReason: 'Not known to the club',
      applicationStatus: 2,
      personOrganisationRoleIds: [],
    });
    expect(
      await db.select().from(personOrganisationRoles).where(eq(personOrganisationRoles.personId, person.id)),
    ).toHaveLength(0);
  });

  it('leaves it awaiting the club when the club has yet to decide', async () => {
    const { registration } = await volunteerAwaitingUnion();
    await db
      .update(volunteerRegistrations)
      .set({ requiresClubSecApproval: true })
      .where(eq(volunteerRegistrations.id, registration.id));
    const res = await decideVolunteer(as.admin, registration.id, { approve: true });
    expect(res.json()).toMatchObject({ wruDecision: true, applicationStatus: null, personOrganisationRoleIds: [] });
  });

  it('decides once under concurrency: one 200, one 409, one role', async () => {
    const { person, registration } = await volunteerAwaitingUnion();
    const results = await Promise.all([
      decideVolunteer(as.admin, registration.id, { approve: true }),
      decideVolunteer(as.registrationsOfficer, registration.id, { approve: true }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await db.select().from(personOrganisationRoles).where(eq(personOrganisationRoles.personId, person.id)),
    ).toHaveLength(1);
    expect(await audits('volunteer-registration.union-approved', registration.id)).toHaveLength(1);
    expect((await decideVolunteer(as.admin, registration.id, { approve: false, reason: 'x' })).statusCode).toBe(409);
  });

  it('refuses a registration that does not need the union', async () => {
    const { registration } = await volunteerAwaitingUnion();
    await db
      .update(volunteerRegistrations)
      .set({ requiresUnionApproval: false, requiresClubSecApproval: true })
      .where(eq(volunteerRegistrations.id, registration.id));
    const res = await decideVolunteer(as.admin, registration.id, { approve: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', reason: 'volunteer_registration.no_union_decision_needed' });
  });
});
