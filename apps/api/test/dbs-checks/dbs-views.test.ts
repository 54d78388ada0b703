/**
 * Reads of a DBS record by the union are audited like an organisation's ('dbs.read'), and the
 * person (or their guardian) sees who viewed it and when: the organisation or the union, the
 * viewer's role there, newest first. Nobody else sees that list.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { auditLog, dbsRecords } from '../../src/db/schema';
import { sessionCookieFor, type TestApp } from '../helpers/app';
import { addPerson, organisationId, personIdByEmail } from '../registrations/fixtures';
import { openBackOffice, type BackOffice } from '../helpers/back-office';
import type { Personas } from '../helpers/personas';

let t: TestApp;
let db: Db;
let as: Personas;
let get: BackOffice['get'];
let audits: BackOffice['audits'];

beforeAll(async () => {
  ({ t, db, as, get, audits } = await openBackOffice());
});

afterAll(async () => {
  await t.close();
});

async function reads(personId: number) {
  return audits('dbs.read', personId);
}

describe("the union's reads of a DBS record", () => {
  it("audits every read of a person's DBS by union staff, without an organisation", async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    await db
      .insert(dbsRecords)
      .values({ personId: person.id, certificateNumber: '005555555555', issued: '2025-09-01', expiry: '2026-05-31' });
    expect((await get(as.admin, `/api/union/people/${person.id}/dbs`)).statusCode).toBe(200);
    expect((await get(as.safeguardingOfficer, `/api/union/people/${person.id}/dbs`)).statusCode).toBe(200);
    const rows = await reads(person.id);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(
      expect.objectContaining({
        actorPersonId: as.adminId,
        organisationId: null,
        subjectType: 'person',
        subjectId: String(person.id),
        details: { records: 1, unionRoles: ['union_administrator'], isChild: false },
      }),
    );
  });

  it("audits a child's DBS read by the union too, and not a refused one", async () => {
    const guardian = await addPerson(db, { dob: '1980-01-01', sexId: 2 });
    const child = await addPerson(db, { dob: '2009-03-01', sexId: 1, parentId: guardian.id });
    expect((await get(as.registrationsOfficer, `/api/union/people/${child.id}/dbs`)).statusCode).toBe(403);
    expect(await reads(child.id)).toHaveLength(0);
    expect((await get(as.safeguardingOfficer, `/api/union/people/${child.id}/dbs`)).statusCode).toBe(200);
    expect(await reads(child.id)).toEqual([
      expect.objectContaining({
        organisationId: null,
        details: { records: 0, unionRoles: ['safeguarding_officer'], isChild: true },
      }),
    ]);
  });

  it('audits each person on the expiring list, whose certificate numbers it shows', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    await db
      .insert(dbsRecords)
      .values({ personId: person.id, certificateNumber: '006666666666', issued: '2023-01-01', expiry: '2025-11-15' });
    const res = await get(as.safeguardingOfficer, '/api/union/dbs/expiring');
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        person: expect.objectContaining({ id: person.id }),
        certificateNumber: '006666666666',
      }),
    );
    expect(await reads(person.id)).toEqual([
      expect.objectContaining({
        organisationId: null,
        details: { records: 1, list: 'expiring', unionRoles: ['safeguarding_officer'], isChild: false },
      }),
    ]);
  });
});

describe('who viewed my DBS', () => {
  it('shows the organisation with the viewer’s role and the union, newest first; own reads are not views', async () => {
    const coach = await personIdByEmail(db, 'coach@demo.test');
    const coachCookie = await sessionCookieFor(t.app, coach);
    expect((await get(coachCookie, `/api/person/${coach}/dbs-views`)).json()).toEqual([]);
    expect((await get(coachCookie, `/api/person/${coach}/person-dbs`)).statusCode).toBe(200);

    const clubA = await organisationId(db, 'Cwm Valley RFC');
    expect((await get(as.secretary, `/api/organisation/${clubA}/people/${coach}/person-dbs`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await get(as.safeguardingOfficer, `/api/union/people/${coach}/dbs`)).statusCode).toBe(200);

    const res = await get(coachCookie, `/api/person/${coach}/dbs-views`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        at: expect.any(String),
        viewer: 'union',
        organisationName: null,
        role: 'Safeguarding Officer',
        roleCy: 'Swyddog Diogelu',
      },
      {
        at: expect.any(String),
        viewer: 'organisation',
        organisationName: 'Cwm Valley RFC',
        role: 'Club Secretary',
        roleCy: 'Ysgrifennydd Clwb',
      },
    ]);
    const [newest, older] = res.json();
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));
  });

  it("shows a guardian their child's views", async () => {
    const guardian = await addPerson(db, { dob: '1980-01-01', sexId: 2 });
    const child = await addPerson(db, { dob: '2012-03-01', sexId: 1, parentId: guardian.id });
    await get(as.admin, `/api/union/people/${child.id}/dbs`);
    const res = await get(await sessionCookieFor(t.app, guardian.id), `/api/person/${child.id}/dbs-views`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        at: expect.any(String),
        viewer: 'union',
        organisationName: null,
        role: 'Union Administrator',
        roleCy: 'Gweinyddwr yr Undeb',
      },
    ]);
  });

  it.each([
    ['another member', 'player'],
    ['an organisation official', 'secretary'],
    ['union staff', 'admin'],
  ] as const)('refuses %s with 403, whether or not the person exists', async (_who, persona) => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    await get(as.admin, `/api/union/people/${person.id}/dbs`);
    for (const id of [person.id, 99999999]) {
      const res = await get(as[persona], `/api/person/${id}/dbs-views`);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain('permission');
    }
  });
});

describe("children found by the union's people search", () => {
  it("audits each child in the results as a child's record read, not the adults", async () => {
    const guardian = await addPerson(db, { dob: '1980-01-01', sexId: 2, lastName: 'Searchable' });
    const child = await addPerson(db, { dob: '2011-06-01', sexId: 1, parentId: guardian.id, lastName: 'Searchable' });
    const res = await get(as.safeguardingOfficer, '/api/union/people?search=searchable');
    expect(
      res
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([guardian.id, child.id].sort());
    const childReads = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child-record.read'), eq(auditLog.personId, child.id)));
    expect(childReads).toEqual([expect.objectContaining({ details: { record: 'union-person' } })]);
    const adultReads = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child-record.read'), eq(auditLog.personId, guardian.id)));
    expect(adultReads).toHaveLength(0);
  });
});
