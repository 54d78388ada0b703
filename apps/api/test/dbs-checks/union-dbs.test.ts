/**
 * DBS in the union's back office: finding people with their DBS status, a person's records and
 * flags, recording a check (only certificate number, issue date and expiry; the expiry defaulting
 * to the end of the season), setting the flags, and checks running out within 90 days. Every
 * change is audited; only the Safeguarding Officer and the Administrator reach it.
 */
import { DBS_MESSAGES } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { dbsRecords, persons } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { addPerson, personIdByEmail } from '../registrations/fixtures';
import { openBackOffice, type BackOffice } from '../helpers/back-office';
import type { Personas } from '../helpers/personas';

let t: TestApp;
let db: Db;
let as: Personas;
let get: BackOffice['get'];
let send: BackOffice['send'];
let audits: BackOffice['audits'];

beforeAll(async () => {
  ({ t, db, as, get, send, audits } = await openBackOffice());
});

afterAll(async () => {
  await t.close();
});

describe('who reaches DBS', () => {
  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['a Registrations Officer', 'registrationsOfficer'],
  ] as const)('refuses %s with a permission 403 and changes nothing', async (_who, persona) => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    for (const url of [
      '/api/union/people?search=test',
      `/api/union/people/${person.id}/dbs`,
      '/api/union/dbs/expiring',
    ]) {
      const res = await get(as[persona], url);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain('permission');
    }
    const post = await send(as[persona], 'POST', `/api/union/people/${person.id}/dbs`, {
      certificateNumber: '009876543210',
      issued: '2025-09-01',
    });
    expect(post.statusCode).toBe(403);
    const put = await send(as[persona], 'PUT', `/api/union/people/${person.id}/dbs-flags`, { hasInvalidDbs: true });
    expect(put.statusCode).toBe(403);
    expect(await db.select().from(dbsRecords).where(eq(dbsRecords.personId, person.id))).toHaveLength(0);
    const [row] = await db.select().from(persons).where(eq(persons.id, person.id));
    expect(row?.hasInvalidDbs).toBe(false);
  });

  it('lets the Safeguarding Officer in', async () => {
    expect((await get(as.safeguardingOfficer, '/api/union/dbs/expiring')).statusCode).toBe(200);
  });
});

describe('finding people', () => {
  it('by name or member id, with their DBS status, at most 20', async () => {
    const secretaryId = await personIdByEmail(db, 'secretary@demo.test');
    const [secretary] = await db.select().from(persons).where(eq(persons.id, secretaryId));
    const byName = await get(
      as.admin,
      `/api/union/people?search=${encodeURIComponent(`${secretary!.firstName} ${secretary!.lastName}`.toUpperCase())}`,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toContainEqual(expect.objectContaining({ id: secretaryId, dbsStatus: 'valid' }));
    const byId = await get(as.safeguardingOfficer, `/api/union/people?search=${secretaryId}`);
    expect(byId.json()[0]).toMatchObject({ id: secretaryId });
    const many = await get(as.admin, '/api/union/people?search=e');
    expect(many.statusCode).toBe(400);
    const broad = await get(as.admin, '/api/union/people?search=on');
    expect(broad.json().length).toBeLessThanOrEqual(20);
  });
});

describe("a person's DBS", () => {
  it('records a check with the default expiry, audited, and shows it', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const before = await get(as.admin, `/api/union/people/${person.id}/dbs`);
    expect(before.json()).toMatchObject({
      dbsStatus: 'none',
      records: [],
      hasInvalidDbs: false,
      hasActiveApplication: false,
    });

    const res = await send(as.safeguardingOfficer, 'POST', `/api/union/people/${person.id}/dbs`, {
      certificateNumber: '009876543210',
      issued: '2025-09-15',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      dbsStatus: 'valid',
      records: [{ certificateNumber: '009876543210', issued: '2025-09-15', expiry: '2026-05-31' }],
    });
    const [audit] = await audits('dbs-record.created', person.id);
    expect(audit).toMatchObject({ subjectType: 'dbs_record', details: { issued: '2025-09-15', expiry: '2026-05-31' } });

    const explicit = await send(as.admin, 'POST', `/api/union/people/${person.id}/dbs`, {
      certificateNumber: '009876543211',
      issued: '2025-09-20',
      expiry: '2028-05-31',
    });
    expect(explicit.json().records.map((r: { expiry: string }) => r.expiry)).toEqual(['2028-05-31', '2026-05-31']);
  });

  it('keeps only the allowed fields and validates them', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const url = `/api/union/people/${person.id}/dbs`;
    const short = await send(as.admin, 'POST', url, { certificateNumber: '12345', issued: '2025-09-15' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.certificateNumber).toEqual([DBS_MESSAGES.certificateNumber]);
    const backwards = await send(as.admin, 'POST', url, {
      certificateNumber: '001111111111',
      issued: '2025-09-15',
      expiry: '2025-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.expiry).toEqual([DBS_MESSAGES.expiryBeforeIssued]);
    const extra = await send(as.admin, 'POST', url, {
      certificateNumber: '001111111111',
      issued: '2025-09-15',
      disclosure: 'No convictions',
    });
    expect(extra.statusCode).toBe(201);
    expect(JSON.stringify(extra.json())).not.toContain('No convictions');
    const unknown = await send(as.admin, 'POST', '/api/union/people/99999999/dbs', {
      certificateNumber: '001111111111',
      issued: '2025-09-15',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', reason: 'dbs_check.person_not_found' });
    for (const read of [
      await get(as.admin, '/api/union/people/99999999/dbs'),
      await send(as.admin, 'PUT', '/api/union/people/99999999/dbs-flags', { hasInvalidDbs: true }),
    ]) {
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ code: 'not_found', reason: 'dbs_check.person_not_found' });
    }
  });

  it('sets the flags (only those given), audited with before and after', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const url = `/api/union/people/${person.id}/dbs-flags`;
    const pending = await send(as.safeguardingOfficer, 'PUT', url, { hasActiveApplication: true });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ dbsStatus: 'pending', hasActiveApplication: true, hasInvalidDbs: false });
    const invalid = await send(as.admin, 'PUT', url, { hasInvalidDbs: true });
    expect(invalid.json()).toMatchObject({ dbsStatus: 'invalid', hasActiveApplication: true, hasInvalidDbs: true });
    const changes = await audits('dbs-flags.changed', person.id);
    expect(changes).toHaveLength(2);
    expect(changes.map((c) => c.details)).toContainEqual({
      before: { hasInvalidDbs: false, hasActiveApplication: true },
      after: { hasInvalidDbs: true, hasActiveApplication: true },
    });
    expect((await send(as.admin, 'PUT', url, {})).statusCode).toBe(400);
  });
});

describe('checks running out', () => {
  it('lists people whose latest check expires within 90 days, soonest first', async () => {
    const soon = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const renewed = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const later = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    await db.insert(dbsRecords).values([
      { personId: soon.id, certificateNumber: '002222222222', issued: '2022-10-01', expiry: '2025-11-15' },
      { personId: renewed.id, certificateNumber: '003333333333', issued: '2022-10-01', expiry: '2025-11-20' },
      { personId: renewed.id, certificateNumber: '003333333334', issued: '2025-09-01', expiry: '2026-05-31' },
      { personId: later.id, certificateNumber: '004444444444', issued: '2025-09-01', expiry: '2026-05-31' },
    ]);
    const res = await get(as.admin, '/api/union/dbs/expiring');
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      person: { id: number };
      certificateNumber: string;
      expiry: string;
      daysLeft: number;
    }[];
    expect(list).toContainEqual(
      expect.objectContaining({
        person: expect.objectContaining({ id: soon.id }),
        certificateNumber: '002222222222',
        expiry: '2025-11-15',
        daysLeft: 45,
      }),
    );
    const ids = list.map((item) => item.person.id);
    expect(ids).not.toContain(renewed.id);
    expect(ids).not.toContain(later.id);
    expect(list.every((item) => item.daysLeft >= 0 && item.daysLeft <= 90)).toBe(true);
    const days = list.map((item) => item.daysLeft);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });
});
