/**
 * Every read of a child's record by someone other than the child and their guardian lands in the
 * audit log ('child-record.read', one row per child, naming what was read); DBS reads are
 * 'dbs.read' whoever they concern. Adults' records, and a guardian's reads of their own child
 * (even when the guardian is the club's official), are not audited as child reads.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import { auditLog, personOrganisationRoles, playerApplications, volunteerRegistrations } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import {
  addPerson,
  ALL_PLAYER_CONSENTS,
  ALL_VOLUNTEER_CONSENTS,
  firstTeamChildId,
  NOW,
  organisationId,
  personIdByEmail,
  teamParentId,
} from '../registrations/fixtures';

let t: TestApp;
let db: Db;
let clubA: number;
let seniorMen: number;
let squad: number;
let secretaryId: number;
let secretary: string;
let guardianCookie: string;
/** A child of another family, one of the secretary's own children, an adult: all players in club A. */
let child: { id: number };
let ownChild: { id: number };
let adult: { id: number };
let guardian: { id: number };

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
  clubA = await organisationId(db, 'Cwm Valley RFC');
  seniorMen = await teamParentId(db, 'Cwm Valley RFC', 'Senior Men');
  squad = await firstTeamChildId(db, seniorMen);
  secretaryId = await personIdByEmail(db, 'secretary@demo.test');
  secretary = await sessionCookieFor(t.app, secretaryId);
  guardian = await addPerson(db, { dob: '1980-05-05', sexId: 2, firstName: 'Gwen', lastName: 'Guardian' });
  guardianCookie = await sessionCookieFor(t.app, guardian.id);
  child = await addPerson(db, {
    dob: '2012-05-05',
    sexId: 1,
    firstName: 'Audited',
    lastName: 'Childread',
    parentId: guardian.id,
  });
  ownChild = await addPerson(db, {
    dob: '2013-05-05',
    sexId: 1,
    firstName: 'Own',
    lastName: 'Childread',
    parentId: secretaryId,
  });
  adult = await addPerson(db, { dob: '1990-05-05', sexId: 1, firstName: 'Grown', lastName: 'Childread' });
  for (const person of [child, ownChild, adult]) {
    await db
      .insert(personOrganisationRoles)
      .values({
        personId: person.id,
        organisationId: clubA,
        roleId: ROLE_IDS.player,
        teamChildId: squad,
        activeFrom: '2025-09-01',
      });
    await db.insert(playerApplications).values({
      personId: person.id,
      teamParentId: seniorMen,
      season: '2025-2026',
      status: 'awaiting_org',
      consents: ALL_PLAYER_CONSENTS,
      submittedBy: person.id,
    });
    await db.insert(volunteerRegistrations).values({
      personId: person.id,
      roleId: ROLE_IDS.matchDayVolunteer,
      organisationId: clubA,
      season: '2025-2026',
      requiresDbs: false,
      requiresClubSecApproval: true,
      requiresUnionApproval: false,
      consents: ALL_VOLUNTEER_CONSENTS,
      submittedBy: person.id,
    });
  }
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await db.delete(auditLog).where(eq(auditLog.action, 'child-record.read'));
});

function get(cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function childReads() {
  return db.select().from(auditLog).where(eq(auditLog.action, 'child-record.read'));
}

describe("an organisation official's reads of a child's record", () => {
  it.each([
    ['the people dialog', 'person-details', () => `/api/organisation/${clubA}/people/${child.id}`],
    ['qualifications', 'qualifications', () => `/api/organisation/${clubA}/people/${child.id}/qualifications`],
    ['role records', 'roles', () => `/api/person/${child.id}/role`],
  ] as const)(
    '%s: one row naming the child, the reader, the organisation and what was read',
    async (_what, record, url) => {
      const res = await get(secretary, url());
      expect(res.statusCode).toBe(200);
      const rows = await childReads();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorPersonId: secretaryId,
        personId: child.id,
        organisationId: clubA,
        subjectType: 'person',
        subjectId: String(child.id),
        details: { record },
        requestId: expect.any(String),
      });
    },
  );

  it.each([
    ['Search People', 'people-search', () => `/api/organisation/${clubA}/people/all?search=Childread`],
    ['player applications', 'player-applications', () => `/api/organisation/${clubA}/playing-registration`],
    ['volunteer registrations', 'volunteer-registrations', () => `/api/organisation/${clubA}/volunteer-registration`],
    ['team players', 'team-players', () => `/api/team/child/${squad}/player?search=Childread`],
  ] as const)(
    '%s: one row per child listed, never for an adult or for the official’s own child',
    async (_what, record, url) => {
      const res = await get(secretary, url());
      expect(res.statusCode).toBe(200);
      const listed = JSON.stringify(res.json());
      expect(listed).toContain(`${child.id}`);
      expect(listed).toContain(`${ownChild.id}`);
      expect(listed).toContain(`${adult.id}`);
      const rows = (await childReads()).filter((row) => [child.id, ownChild.id, adult.id].includes(row.personId ?? 0));
      expect(rows.map((row) => row.personId)).toEqual([child.id]);
      expect(rows[0]).toMatchObject({ actorPersonId: secretaryId, organisationId: clubA, details: { record } });
    },
  );

  it('searches answered at the same time: each is answered only once its own row is stored', async () => {
    const searches = Array.from({ length: 6 }, async () => {
      const res = await get(secretary, `/api/organisation/${clubA}/people/all?search=Childread`);
      // Read as soon as this answer arrives, while the others may still be under way (decision 038: their
      // rows are written together). On PostgreSQL this read runs on another connection, so an answer
      // sent before its insert committed would find nothing; PGlite's one connection runs it after.
      const stored = await db
        .select({ personId: auditLog.personId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'child-record.read'), eq(auditLog.requestId, String(res.headers['x-request-id']))));
      return { status: res.statusCode, stored };
    });
    const answers = await Promise.all(searches);
    expect(answers).toEqual(
      Array.from({ length: 6 }, () => ({ status: 200, stored: [{ personId: child.id, details: { record: 'people-search' } }] })),
    );
    expect((await childReads()).filter((row) => row.personId === child.id)).toHaveLength(6);
  });

  it("does not audit an adult's record or the official's own child's", async () => {
    expect((await get(secretary, `/api/organisation/${clubA}/people/${adult.id}`)).statusCode).toBe(200);
    expect((await get(secretary, `/api/organisation/${clubA}/people/${ownChild.id}`)).statusCode).toBe(200);
    expect((await get(secretary, `/api/organisation/${clubA}/people/${ownChild.id}/qualifications`)).statusCode).toBe(
      200,
    );
    expect(await childReads()).toEqual([]);
  });
});

describe("the union's reads of a child's record", () => {
  it('finding people to appoint, and an organisation whose office holders include a child', async () => {
    const adminId = await personIdByEmail(db, 'admin@demo.test');
    const admin = await sessionCookieFor(t.app, adminId);
    const search = await get(admin, '/api/union/organisations/people?search=Childread');
    expect(search.statusCode).toBe(200);
    let rows = await childReads();
    expect(rows.map((row) => row.personId).sort()).toEqual([child.id, ownChild.id].sort());
    expect(rows.every((row) => row.actorPersonId === adminId && row.organisationId === null && (row.details as { record: string }).record === 'union-person')).toBe(true);

    await db.delete(auditLog).where(eq(auditLog.action, 'child-record.read'));
    // A 17-year-old Team Coach holds an office in club A.
    const coach = await addPerson(db, { dob: '2008-06-01', sexId: 2, firstName: 'Young', lastName: 'Coachread' });
    await db.insert(personOrganisationRoles).values({ personId: coach.id, organisationId: clubA, roleId: ROLE_IDS.teamCoach, teamChildId: squad, activeFrom: '2025-09-01' });
    const details = await get(admin, `/api/union/organisations/${clubA}`);
    expect(details.statusCode).toBe(200);
    expect(JSON.stringify(details.json())).toContain(`${coach.id}`);
    rows = await childReads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorPersonId: adminId, personId: coach.id, organisationId: clubA, details: { record: 'office-holders' } });
  });
});

describe('DBS reads', () => {
  it("audits an official's read of a child's DBS as dbs.read (marked as a child's), not the guardian-official's own child", async () => {
    const before = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dbs.read'), eq(auditLog.actorPersonId, secretaryId)));
    expect((await get(secretary, `/api/organisation/${clubA}/people/${child.id}/person-dbs`)).statusCode).toBe(200);
    expect((await get(secretary, `/api/organisation/${clubA}/people/${ownChild.id}/person-dbs`)).statusCode).toBe(200);
    const after = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dbs.read'), eq(auditLog.actorPersonId, secretaryId)));
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      personId: child.id,
      organisationId: clubA,
      details: { records: 0, isChild: true },
    });
    expect(await childReads()).toEqual([]);
  });
});

describe("the guardian's own reads", () => {
  it('are never audited', async () => {
    for (const url of [
      `/api/person/${child.id}`,
      `/api/person/${child.id}/role`,
      `/api/person/${child.id}/qualifications`,
      `/api/person/${child.id}/person-dbs`,
    ]) {
      expect((await get(guardianCookie, url)).statusCode).toBe(200);
    }
    expect(await childReads()).toEqual([]);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'dbs.read'), eq(auditLog.actorPersonId, guardian.id))),
    ).toEqual([]);
  });
});
