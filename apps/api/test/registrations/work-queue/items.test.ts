/**
 * One item of the union's work queue, as its page reads it: a referred player application or a
 * volunteer registration needing the union, with the person, the reason and the history, before and
 * after the decision. Reading a child's item is audited; refusals for everyone outside the area.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { RUGBY_UNION_IDS, ROLE_IDS } from '../../../src/db/lookups';
import { auditLog, volunteerRegistrations } from '../../../src/db/schema';
import { TEST_ORIGIN, type TestApp } from '../../helpers/app';
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
afterAll(async () => t.close());

const application = (status: string, person: { id: number }) =>
  addPlayerApplication(db, { person, teamParentId: seniorMen, status });

async function volunteer(person: { id: number }, requiresUnionApproval = true) {
  const [row] = await db
    .insert(volunteerRegistrations)
    .values({
      personId: person.id,
      roleId: ROLE_IDS.clubChair,
      organisationId: clubA,
      teamParentIds: [seniorMen],
      season: '2025-2026',
      requiresDbs: false,
      requiresClubSecApproval: true,
      requiresUnionApproval,
      clubSecDecision: 1,
      organisationUpdatedOn: new Date(LAST_MONTH.getTime() + 86_400_000),
      consents: ALL_VOLUNTEER_CONSENTS,
      submittedBy: person.id,
      submittedOn: LAST_MONTH,
      updatedOn: LAST_MONTH,
    })
    .returning();
  return row!;
}

const childReads = (subjectType: string, subjectId: number) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'child-record.read'),
        eq(auditLog.subjectType, subjectType),
        eq(auditLog.subjectId, String(subjectId)),
      ),
    );

describe('GET /api/union/player-applications/{id}', () => {
  it('shows the person, the other union declared, the referral and the history; after the decision, who decided and why', async () => {
    const person = await addPerson(db, {
      firstName: 'Ffion',
      lastName: 'Clearance',
      dob: '1996-06-06',
      sexId: 2,
      internationalPlayingStatusIds: [RUGBY_UNION_IDS.irish],
    });
    const row = await application('referred_clearance', person);

    const before = await get(as.registrationsOfficer, `/api/union/player-applications/${row.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      id: row.id,
      status: 'referred_clearance',
      reason: 'clearance',
      isAwaitingUnion: true,
      person: {
        id: person.id,
        firstName: 'Ffion',
        lastName: 'Clearance',
        dob: '1996-06-06',
        isChild: false,
        guardian: null,
        nationalities: ['Welsh'],
        otherUnions: ['Irish'],
        dbsStatus: 'none',
      },
      organisationId: clubA,
      organisationName: 'Cwm Valley RFC',
      teamName: 'Senior Men',
      season: '2025-2026',
      submittedOn: LAST_MONTH.toISOString(),
      history: [
        {
          status: 'referred_clearance',
          changedOn: LAST_MONTH.toISOString(),
          changedBy: 'Ffion Clearance',
          reason: null,
        },
      ],
    });

    const decided = await post(as.admin, `/api/union/player-applications/${row.id}/decision`, {
      approve: false,
      reason: 'No clearance from the Irish union',
    });
    expect(decided.statusCode).toBe(200);
    const after = (await get(as.admin, `/api/union/player-applications/${row.id}`)).json();
    expect(after.status).toBe('rejected');
    expect(after.reason).toBe('clearance');
    expect(after.isAwaitingUnion).toBe(false);
    expect(after.history).toHaveLength(2);
    expect(after.history[1]).toMatchObject({
      status: 'rejected',
      changedOn: NOW.toISOString(),
      reason: 'No clearance from the Irish union',
    });
    expect(after.history[1].changedBy).not.toBeNull();
  });

  it('gives a dispensation as the reason and the team age grade', async () => {
    const person = await addPerson(db, { dob: '2008-03-03', sexId: 1 });
    const row = await application('referred_dispensation', person);
    const body = (await get(as.admin, `/api/union/player-applications/${row.id}`)).json();
    expect(body.reason).toBe('dispensation');
    expect(body.ageGrade).toEqual(expect.any(String));
  });

  it("audits the union's read of a child's application, and names the guardian", async () => {
    const guardian = await addPerson(db, { firstName: 'Gwen', lastName: 'Guardian', dob: '1980-01-01', sexId: 2 });
    const child = await addPerson(db, {
      dob: '2011-05-05',
      sexId: 1,
      parentId: guardian.id,
      internationalPlayingStatusIds: [RUGBY_UNION_IDS.english],
    });
    const row = await application('referred_clearance', child);
    const response = await get(as.admin, `/api/union/player-applications/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().person).toMatchObject({
      isChild: true,
      guardian: { id: guardian.id, firstName: 'Gwen', lastName: 'Guardian' },
    });
    const rows = await childReads('player_application', row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorPersonId: as.adminId,
      personId: child.id,
      organisationId: null,
      details: { record: 'work-queue-item' },
    });
  });

  it('does not audit reading an adult’s application', async () => {
    const row = await application('referred_clearance', await addPerson(db, { dob: '1990-01-01', sexId: 1 }));
    await get(as.admin, `/api/union/player-applications/${row.id}`);
    expect(await childReads('player_application', row.id)).toHaveLength(0);
  });

  it('answers 404 for an application never referred to the union, and for none at all', async () => {
    const row = await application('awaiting_org', await addPerson(db, { dob: '1990-01-01', sexId: 1 }));
    expect((await get(as.admin, `/api/union/player-applications/${row.id}`)).statusCode).toBe(404);
    expect((await get(as.admin, '/api/union/player-applications/99999999')).statusCode).toBe(404);
  });

  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['the wrong union role (Safeguarding Officer)', 'safeguardingOfficer'],
  ] as const)('refuses %s with 403', async (_label, persona) => {
    const row = await application('referred_clearance', await addPerson(db, { dob: '1990-01-01', sexId: 1 }));
    const response = await get(as[persona], `/api/union/player-applications/${row.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/permission/);
  });
});

describe('GET /api/union/volunteer-registrations/{id}', () => {
  it("shows the person, the role, the club's approval and the history; then the union's decision and the final state", async () => {
    const person = await addPerson(db, { firstName: 'Huw', lastName: 'Chair', dob: '1975-02-02', sexId: 1 });
    const row = await volunteer(person);
    const before = await get(as.registrationsOfficer, `/api/union/volunteer-registrations/${row.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      id: row.id,
      roleValue: 'Club Chair',
      roleValueCy: 'Cadeirydd Clwb',
      isAwaitingUnion: true,
      person: { id: person.id, firstName: 'Huw', lastName: 'Chair', isChild: false },
      organisationId: clubA,
      organisationName: 'Cwm Valley RFC',
      teamName: 'Senior Men',
      requiresClubSecApproval: true,
      clubSecDecision: 1,
      unionDecision: null,
      applicationStatus: null,
      history: [
        { status: 'submitted', changedOn: LAST_MONTH.toISOString(), changedBy: 'Huw Chair' },
        // The club's approval was stored without an audit row, so who gave it is not known.
        {
          status: 'organisation_approved',
          changedOn: new Date(LAST_MONTH.getTime() + 86_400_000).toISOString(),
          changedBy: null,
        },
      ],
    });

    expect(
      (await post(as.admin, `/api/union/volunteer-registrations/${row.id}/decision`, { approve: true })).statusCode,
    ).toBe(200);
    const after = (await get(as.admin, `/api/union/volunteer-registrations/${row.id}`)).json();
    expect(after).toMatchObject({ isAwaitingUnion: false, unionDecision: true, applicationStatus: 1 });
    expect(after.history.map((entry: { status: string }) => entry.status)).toEqual([
      'submitted',
      'organisation_approved',
      'union_approved',
      'approved',
    ]);
    expect(after.history[2]).toMatchObject({ status: 'union_approved', changedBy: 'Helen Bowen' });
    expect(after.history[3]).toMatchObject({ status: 'approved', changedBy: null });
  });

  it("names who made the club's and the union's decisions, as their audit rows record", async () => {
    const person = await addPerson(db, { firstName: 'Nia', lastName: 'Treasurer', dob: '1979-04-04', sexId: 2 });
    const row = await volunteer(person);
    await db
      .update(volunteerRegistrations)
      .set({ clubSecDecision: null, organisationUpdatedOn: null })
      .where(eq(volunteerRegistrations.id, row.id));
    const club = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${clubA}/volunteer-registration/decision`,
      headers: { cookie: as.secretary, origin: TEST_ORIGIN },
      payload: { applicationId: row.id, decision: true, wruId: person.id },
    });
    expect(club.statusCode).toBe(200);
    expect(
      (
        await post(as.admin, `/api/union/volunteer-registrations/${row.id}/decision`, {
          approve: false,
          reason: 'Not eligible',
        })
      ).statusCode,
    ).toBe(200);

    const history = (await get(as.registrationsOfficer, `/api/union/volunteer-registrations/${row.id}`)).json().history;
    expect(history).toEqual([
      { status: 'submitted', changedOn: LAST_MONTH.toISOString(), changedBy: 'Nia Treasurer', reason: null },
      { status: 'organisation_approved', changedOn: NOW.toISOString(), changedBy: 'Gareth Morgan', reason: null },
      { status: 'union_rejected', changedOn: NOW.toISOString(), changedBy: 'Helen Bowen', reason: 'Not eligible' },
      { status: 'rejected', changedOn: NOW.toISOString(), changedBy: null, reason: null },
    ]);
  });

  it('answers 404 for a registration that does not need the union', async () => {
    const row = await volunteer(await addPerson(db, { dob: '1975-02-02', sexId: 1 }), false);
    expect((await get(as.admin, `/api/union/volunteer-registrations/${row.id}`)).statusCode).toBe(404);
  });

  it("audits the union's read of a child's registration", async () => {
    const guardian = await addPerson(db, { dob: '1980-01-01', sexId: 2 });
    const child = await addPerson(db, { dob: '2009-05-05', sexId: 1, parentId: guardian.id });
    const row = await volunteer(child);
    expect((await get(as.registrationsOfficer, `/api/union/volunteer-registrations/${row.id}`)).statusCode).toBe(200);
    const rows = await childReads('volunteer_registration', row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ personId: child.id, details: { record: 'work-queue-item' } });
  });

  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['the wrong union role (Safeguarding Officer)', 'safeguardingOfficer'],
  ] as const)('refuses %s with 403', async (_label, persona) => {
    const row = await volunteer(await addPerson(db, { dob: '1975-02-02', sexId: 1 }));
    const response = await get(as[persona], `/api/union/volunteer-registrations/${row.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/permission/);
  });
});

describe('GET /api/union/work-queue: reads of children', () => {
  it('audits each child the list shows, once, and no adult', async () => {
    const guardian = await addPerson(db, { dob: '1980-01-01', sexId: 2 });
    const child = await addPerson(db, {
      dob: '2010-07-07',
      sexId: 1,
      parentId: guardian.id,
      internationalPlayingStatusIds: [RUGBY_UNION_IDS.irish],
    });
    const adult = await addPerson(db, {
      dob: '1990-07-07',
      sexId: 1,
      internationalPlayingStatusIds: [RUGBY_UNION_IDS.irish],
    });
    await application('referred_clearance', child);
    await application('referred_clearance', adult);
    const response = await get(as.registrationsOfficer, '/api/union/work-queue');
    expect(response.statusCode).toBe(200);
    const reads = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'child-record.read'),
          eq(auditLog.requestId, response.headers['x-request-id'] as string),
        ),
      );
    expect(reads.filter((row) => row.personId === child.id)).toHaveLength(1);
    expect(reads.filter((row) => row.personId === adult.id)).toHaveLength(0);
    expect(reads.find((row) => row.personId === child.id)?.details).toEqual({ record: 'work-queue' });
  });
});
