/**
 * Manage Registrations, volunteers: the organisation's list with DBS status, the club decision
 * once, the DBS warning acknowledgement, the final state from every required approval, the
 * volunteer roles created, e-mail and audit.
 */
import { REASONS } from '@mywru/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { ROLE_IDS } from '../../../src/db/lookups';
import {
  auditLog,
  outbox,
  personOrganisationRoles,
  teamChildren,
  volunteerRegistrations,
} from '../../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../../helpers/app';
import { addPerson, ALL_VOLUNTEER_CONSENTS, NOW, organisationId, personIdByEmail, teamParentId } from '../fixtures';

let t: TestApp;
let db: Db;
let clubA: number;
let secretary: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
  clubA = await organisationId(db, 'Cwm Valley RFC');
  secretary = await sessionCookieFor(t.app, await personIdByEmail(db, 'secretary@demo.test'));
});

afterAll(async () => {
  await t.close();
});

function decide(cookie: string, body: Record<string, unknown>, organisation = clubA) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/organisation/${organisation}/volunteer-registration/decision`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: body,
  });
}

/** A new adult's registration awaiting the club, for a role, optionally with teams. */
async function awaiting(
  roleId: number,
  options: { teamParentIds?: number[]; requiresDbs?: boolean; requiresUnionApproval?: boolean } = {},
) {
  const person = await addPerson(db, { dob: '1985-05-05', sexId: 2 });
  const [registration] = await db
    .insert(volunteerRegistrations)
    .values({
      personId: person.id,
      roleId,
      organisationId: clubA,
      teamParentIds: options.teamParentIds ?? [],
      season: '2025-2026',
      requiresDbs: options.requiresDbs ?? false,
      requiresClubSecApproval: true,
      requiresUnionApproval: options.requiresUnionApproval ?? false,
      consents: ALL_VOLUNTEER_CONSENTS,
      submittedBy: person.id,
    })
    .returning();
  return { person, registration: registration! };
}

async function rolesOf(personId: number, roleId: number) {
  return db
    .select()
    .from(personOrganisationRoles)
    .where(and(eq(personOrganisationRoles.personId, personId), eq(personOrganisationRoles.roleId, roleId)));
}

describe('the organisation list', () => {
  it('lists volunteer registrations of the organisation with DBS status and requirement', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/volunteer-registration`,
      headers: { cookie: secretary },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      organisationName: string;
      roleValue: string;
      dbsStatus: string;
      requiresDbs: boolean;
      firstName: string;
      applicationStatus: number | null;
    }[];
    expect(list.every((r) => r.organisationName === 'Cwm Valley RFC')).toBe(true);
    const catrin = list.find((r) => r.firstName === 'Catrin');
    expect(catrin).toMatchObject({
      roleValue: 'Team Manager',
      roleValueCy: 'Rheolwr Tîm',
      requiresDbs: true,
      dbsStatus: 'pending',
      applicationStatus: null,
    });
  });

  it("names whom to contact: an adult's e-mail; for a child, the guardian, whose read stays audited", async () => {
    const adult = await awaiting(ROLE_IDS.volunteer);
    const parent = await addPerson(db, { dob: '1980-03-03', sexId: 1, firstName: 'Rhodri' });
    const child = await addPerson(db, { dob: '2010-04-04', sexId: 2, parentId: parent.id });
    const [childRegistration] = await db
      .insert(volunteerRegistrations)
      .values({
        personId: child.id,
        roleId: ROLE_IDS.volunteer,
        organisationId: clubA,
        teamParentIds: [],
        season: '2025-2026',
        requiresDbs: false,
        requiresClubSecApproval: true,
        requiresUnionApproval: false,
        consents: ALL_VOLUNTEER_CONSENTS,
        submittedBy: parent.id,
      })
      .returning();
    const auditedBefore = await db.select().from(auditLog).where(eq(auditLog.action, 'child-record.read'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/volunteer-registration`,
      headers: { cookie: secretary },
    });
    expect(res.statusCode).toBe(200);
    type Contact = {
      email: string | null;
      guardian: { id: number; firstName: string | null; lastName: string | null; email: string | null } | null;
    };
    const list = res.json() as { id: number; contact: Contact }[];
    expect(list.find((r) => r.id === adult.registration.id)?.contact).toEqual({
      email: adult.person.email,
      guardian: null,
    });
    expect(list.find((r) => r.id === childRegistration!.id)?.contact).toEqual({
      email: null,
      guardian: { id: parent.id, firstName: 'Rhodri', lastName: parent.lastName, email: parent.email },
    });
    const auditedAfter = await db.select().from(auditLog).where(eq(auditLog.action, 'child-record.read'));
    expect(
      auditedAfter
        .filter((row) => !auditedBefore.some((before) => before.id === row.id))
        .some(
          (row) =>
            row.personId === child.id && (row.details as { record?: string }).record === 'volunteer-registrations',
        ),
    ).toBe(true);
  });

  it('refuses the list to a member with no office at the organisation', async () => {
    const outsider = await addPerson(db, { dob: '1975-01-01', sexId: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/volunteer-registration`,
      headers: { cookie: await sessionCookieFor(t.app, outsider.id) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('@');
  });
});

describe('the club decision', () => {
  it('needs the DBS warning acknowledged to approve without a valid DBS, then creates the role on the team', async () => {
    const parent = await personIdByEmail(db, 'parent@demo.test');
    const [registration] = await db
      .select()
      .from(volunteerRegistrations)
      .where(and(eq(volunteerRegistrations.personId, parent), eq(volunteerRegistrations.organisationId, clubA)));
    const refused = await decide(secretary, { applicationId: registration!.id, decision: true, wruId: parent });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      reason: 'volunteer_registration.dbs_warning_required',
    });
    expect(refused.json().errors.dbsWarningAcknowledged).toEqual([
      REASONS['volunteer_registration.dbs_warning_required'].en,
    ]);

    const res = await decide(secretary, {
      applicationId: registration!.id,
      decision: true,
      wruId: parent,
      dbsWarningAcknowledged: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applicationStatus: 1, clubSecDecision: 1 });
    const roles = await rolesOf(parent, ROLE_IDS.teamManager);
    expect(roles).toHaveLength(1);
    const [child] = await db.select().from(teamChildren).where(eq(teamChildren.id, roles[0]!.teamChildId!));
    expect(child!.teamParentId).toBe(registration!.teamParentIds[0]);
    expect(roles[0]).toMatchObject({ organisationId: clubA, activeFrom: '2025-10-01' });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'volunteer-registration.club-approved'),
          eq(auditLog.subjectId, String(registration!.id)),
        ),
      );
    expect(audit!.details).toMatchObject({ applicationStatus: 1, dbsWarningAcknowledged: true });
    const mails = await db.select().from(outbox).where(eq(outbox.to, 'parent@demo.test'));
    expect(mails.at(-1)!.subject).toBe('Registration to volunteer as Team Manager: approved');

    const again = await decide(secretary, { applicationId: registration!.id, decision: false, wruId: parent });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', reason: 'volunteer_registration.already_decided' });
  });

  it('approves a role that needs no DBS without the acknowledgement; one role without a team', async () => {
    const { person, registration } = await awaiting(ROLE_IDS.volunteer);
    const res = await decide(secretary, { applicationId: registration.id, decision: true, wruId: person.id });
    expect(res.statusCode).toBe(200);
    const roles = await rolesOf(person.id, ROLE_IDS.volunteer);
    expect(roles).toHaveLength(1);
    expect(roles[0]!.teamChildId).toBeNull();
  });

  it('rejects: final state rejected, no role, e-mail', async () => {
    const { person, registration } = await awaiting(ROLE_IDS.volunteer);
    const res = await decide(secretary, { applicationId: registration.id, decision: false, wruId: person.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applicationStatus: 2, clubSecDecision: 2 });
    expect(await rolesOf(person.id, ROLE_IDS.volunteer)).toHaveLength(0);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    expect(mail!.subject).toContain('not approved');
  });

  it('leaves a registration that also needs the union awaiting: no role, no e-mail yet', async () => {
    const { person, registration } = await awaiting(ROLE_IDS.clubChair, { requiresUnionApproval: true });
    const res = await decide(secretary, { applicationId: registration.id, decision: true, wruId: person.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applicationStatus: null, clubSecDecision: 1 });
    expect(await rolesOf(person.id, ROLE_IDS.clubChair)).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.to, person.email!))).toHaveLength(0);
  });

  it('refuses a member id that is not the applicant, and a registration of another organisation', async () => {
    const { registration } = await awaiting(ROLE_IDS.volunteer);
    const mismatch = await decide(secretary, { applicationId: registration.id, decision: true, wruId: 1 });
    expect(mismatch.statusCode).toBe(400);
    const clubB = await organisationId(db, 'Aberllyn RFC');
    const secretaryB = await sessionCookieFor(t.app, await personIdByEmail(db, 'secretary2@demo.test'));
    const elsewhere = await decide(
      secretaryB,
      { applicationId: registration.id, decision: true, wruId: registration.personId },
      clubB,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a Team Coach on a registration for another team', async () => {
    const seniorMen = await teamParentId(db, 'Cwm Valley RFC', 'Senior Men');
    const { person, registration } = await awaiting(ROLE_IDS.teamCoach, { teamParentIds: [seniorMen] });
    const coach = await sessionCookieFor(t.app, await personIdByEmail(db, 'coach@demo.test'));
    const res = await decide(coach, { applicationId: registration.id, decision: true, wruId: person.id });
    expect(res.statusCode).toBe(403);
  });

  it('decides exactly once when two officials decide at the same moment', async () => {
    const support = await sessionCookieFor(t.app, await personIdByEmail(db, 'carys.thomas@demo.test'));
    const { person, registration } = await awaiting(ROLE_IDS.volunteer);
    const results = await Promise.all([
      decide(secretary, { applicationId: registration.id, decision: true, wruId: person.id }),
      decide(support, { applicationId: registration.id, decision: true, wruId: person.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await rolesOf(person.id, ROLE_IDS.volunteer)).toHaveLength(1);
  });
});
