/**
 * Records stored with an impossible date before the field bounds existed (a DBS check issued
 * 9999-12-31, so expiring in the year 10000; a qualification valid from 9999-12-31) do not take a
 * page down: every read that shows stored dates answers 200 with the record as stored, and the
 * expiring list and the reminder job run past it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import { dbsRecords, outbox, personOrganisationRoles, persons, qualifications } from '../../src/db/schema';
import { sendDbsExpiryReminders } from '../../src/features/dbs-checks/send-expiry-reminders';
import { sessionCookieFor } from '../helpers/app';
import {
  addPerson,
  firstTeamChildId,
  NOW,
  organisationId,
  personIdByEmail,
  teamParentId,
} from '../registrations/fixtures';
import { openBackOffice, type BackOffice } from '../helpers/back-office';

let office: BackOffice;
let db: Db;
let personId: number;
let member: string;
let clubA: number;

beforeAll(async () => {
  office = await openBackOffice();
  db = office.db;
  clubA = await organisationId(db, 'Cwm Valley RFC');
  const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
  personId = person.id;
  member = await sessionCookieFor(office.t.app, personId);
  const team = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Men'));
  await db
    .insert(personOrganisationRoles)
    .values({ personId, organisationId: clubA, roleId: ROLE_IDS.player, teamChildId: team, activeFrom: '2025-09-01' });
  // As POST /union/people/{id}/dbs stored it before: issued 9999-12-31, expiry at the end of that season.
  await db
    .insert(dbsRecords)
    .values({ personId, certificateNumber: '009999999999', issued: '9999-12-31', expiry: '10001-05-31' });
  await db
    .insert(qualifications)
    .values({ personId, value: 'Far-future award', validFrom: '9999-12-31', expiry: '10000-01-01' });
});

afterAll(async () => {
  await office.t.close();
});

const farRecord = { certificateNumber: '009999999999', issued: '9999-12-31', expiry: '10001-05-31' };

describe('a DBS check stored with an impossible date', () => {
  it("shows in the union's view of the person, as stored, and counts as valid", async () => {
    const res = await office.get(office.as.safeguardingOfficer, `/api/union/people/${personId}/dbs`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dbsStatus: 'valid', records: [expect.objectContaining(farRecord)] });
  });

  it("shows in the union's search of people", async () => {
    const res = await office.get(office.as.safeguardingOfficer, `/api/union/people?search=${personId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: personId, dbsStatus: 'valid' })]);
  });

  it("shows in the member's own DBS view", async () => {
    const res = await office.get(member, `/api/person/${personId}/person-dbs`);
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('10001-05-31');
  });

  it("shows in the club's people dialog", async () => {
    const safeguarding = await sessionCookieFor(office.t.app, await personIdByEmail(db, 'safeguarding@demo.test'));
    const res = await office.get(safeguarding, `/api/organisation/${clubA}/people/${personId}/person-dbs`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dbsStatus: 'valid',
      personDBSRecords: [expect.objectContaining({ certificateNumber: '009999999999' })],
    });
  });

  it('leaves the expiring list and the reminder job working', async () => {
    const expiring = await office.get(office.as.safeguardingOfficer, '/api/union/dbs/expiring');
    expect(expiring.statusCode).toBe(200);
    expect(expiring.json()).not.toContainEqual(
      expect.objectContaining({ person: expect.objectContaining({ id: personId }) }),
    );
    // A variable rather than a literal, so an option the job no longer takes (the public address) is not an error.
    const options = {
      db,
      actor: null,
      now: NOW,
      mailer: office.t.app.mailer,
      requestId: 'dbs-expiry-reminders',
      log: office.t.app.log,
      publicUrl: 'https://portal.example',
    };
    const run = sendDbsExpiryReminders(options);
    await expect(run).resolves.toBeTypeOf('number');
    const [holder] = await db.select({ email: persons.email }).from(persons).where(eq(persons.id, personId));
    expect(await db.select().from(outbox).where(eq(outbox.to, holder!.email!))).toEqual([]);
  });
});

describe('a qualification stored with an impossible date', () => {
  it("shows in the union's, the member's and the club's lists, as stored", async () => {
    const union = await office.get(office.as.admin, `/api/union/people/${personId}/qualifications`);
    expect(union.statusCode).toBe(200);
    expect(JSON.stringify(union.json())).toContain('"validFrom":"9999-12-31"');
    const own = await office.get(member, `/api/person/${personId}/qualifications`);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).toContain('10000-01-01');
    const club = await office.get(office.as.secretary, `/api/organisation/${clubA}/people/${personId}/qualifications`);
    expect(club.statusCode).toBe(200);
    expect(JSON.stringify(club.json())).toContain('Far-future award');
  });
});
