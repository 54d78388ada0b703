/**
 * Qualifications in the union's back office: a person's qualifications (ended ones too), adding,
 * editing and ending one (exactly once). Every change is audited in its transaction, the person's
 * own /qualifications list follows at once, and only the Safeguarding Officer and the
 * Administrator reach it.
 */
import { QUALIFICATION_MESSAGES } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { qualifications } from '../../src/db/schema';
import { sessionCookieFor, type TestApp } from '../helpers/app';
import { addPerson, NOW } from '../registrations/fixtures';
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

async function stored(personId: number) {
  return db.select().from(qualifications).where(eq(qualifications.personId, personId));
}

const firstAid = {
  value: 'Emergency First Aid in Rugby Union',
  validFrom: '2025-09-01',
  expiry: '2028-08-31',
  certificateNumber: 'EFARU-10001',
};

describe('who reaches qualifications', () => {
  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['a Registrations Officer', 'registrationsOfficer'],
    ['a former Administrator', 'formerAdministrator'],
  ] as const)('refuses %s with a permission 403 and changes nothing', async (_who, persona) => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const [existing] = await db
      .insert(qualifications)
      .values({ personId: person.id, value: 'WRU Level 1 Coaching Award', validFrom: '2024-09-01' })
      .returning();
    const base = `/api/union/people/${person.id}/qualifications`;
    const responses = [
      await get(as[persona], base),
      await send(as[persona], 'POST', base, firstAid),
      await send(as[persona], 'PUT', `${base}/${existing!.id}`, firstAid),
      await send(as[persona], 'POST', `${base}/${existing!.id}/end`),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain('permission');
    }
    expect(await stored(person.id)).toEqual([
      expect.objectContaining({ value: 'WRU Level 1 Coaching Award', endedAt: null }),
    ]);
    expect(await audits('qualification.created', person.id)).toHaveLength(0);
  });

  it('lets the Safeguarding Officer in', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const res = await get(as.safeguardingOfficer, `/api/union/people/${person.id}/qualifications`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      person: { id: person.id, firstName: 'Test', lastName: person.lastName, dob: '1985-01-01' },
      qualifications: [],
    });
  });

  it("audits the union's read of a child's qualifications, not an adult's", async () => {
    const guardian = await addPerson(db, { dob: '1980-01-01', sexId: 2 });
    const child = await addPerson(db, { dob: '2010-05-01', sexId: 1, parentId: guardian.id });
    const adult = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    expect((await get(as.safeguardingOfficer, `/api/union/people/${child.id}/qualifications`)).statusCode).toBe(200);
    expect((await get(as.safeguardingOfficer, `/api/union/people/${adult.id}/qualifications`)).statusCode).toBe(200);
    expect(await audits('child-record.read', child.id)).toEqual([
      expect.objectContaining({ organisationId: null, subjectType: 'person', details: { record: 'qualifications' } }),
    ]);
    expect(await audits('child-record.read', adult.id)).toHaveLength(0);
  });

  it('answers 404 for no such person', async () => {
    for (const res of [
      await get(as.admin, '/api/union/people/99999999/qualifications'),
      await send(as.admin, 'POST', '/api/union/people/99999999/qualifications', firstAid),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', reason: 'qualification.person_not_found' });
    }
  });
});

describe("a person's qualifications", () => {
  it('adds one, audited, and the person sees it on their own qualifications page', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const res = await send(as.safeguardingOfficer, 'POST', `/api/union/people/${person.id}/qualifications`, firstAid);
    expect(res.statusCode).toBe(201);
    const [added] = res.json().qualifications;
    expect(added).toMatchObject({ ...firstAid, endedAt: null, id: expect.any(Number), createdOn: NOW.toISOString() });

    const [row] = await stored(person.id);
    expect(row).toMatchObject({
      id: added.id,
      value: firstAid.value,
      validFrom: '2025-09-01',
      expiry: '2028-08-31',
      certificateNumber: 'EFARU-10001',
      endedAt: null,
    });
    const [audit] = await audits('qualification.created', person.id);
    expect(audit).toMatchObject({ subjectType: 'qualification', subjectId: String(added.id), details: firstAid });

    const own = await get(await sessionCookieFor(t.app, person.id), `/api/person/${person.id}/qualifications`);
    expect(own.json()).toEqual([firstAid]);
  });

  it('takes the expiry and certificate number as optional, blank meaning none', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const res = await send(as.admin, 'POST', `/api/union/people/${person.id}/qualifications`, {
      value: ' WRU Level 1 Referee ',
      validFrom: '2025-09-01',
      expiry: '',
      certificateNumber: ' ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().qualifications[0]).toMatchObject({
      value: 'WRU Level 1 Referee',
      expiry: null,
      certificateNumber: null,
    });
  });

  it('refuses an expiry before the valid-from date and a blank value, storing nothing', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const url = `/api/union/people/${person.id}/qualifications`;
    const backwards = await send(as.admin, 'POST', url, { ...firstAid, expiry: '2025-08-31' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.expiry).toEqual([QUALIFICATION_MESSAGES.expiryBeforeValidFrom]);
    const blank = await send(as.admin, 'POST', url, { ...firstAid, value: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.value).toEqual([QUALIFICATION_MESSAGES.valueRequired]);
    expect(await stored(person.id)).toHaveLength(0);
  });

  it('edits one, audited with before and after, and the person sees the change', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const [existing] = await db
      .insert(qualifications)
      .values({ personId: person.id, value: 'WRU Level 1 Coaching Award', validFrom: '2024-09-01' })
      .returning();
    const changed = {
      value: 'WRU Level 2 Coaching Award',
      validFrom: '2024-09-01',
      expiry: '2027-05-31',
      certificateNumber: 'WRU-C2-1',
    };
    const res = await send(as.admin, 'PUT', `/api/union/people/${person.id}/qualifications/${existing!.id}`, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json().qualifications).toEqual([expect.objectContaining({ id: existing!.id, ...changed })]);
    const [audit] = await audits('qualification.updated', person.id);
    expect(audit?.details).toEqual({
      before: { value: 'WRU Level 1 Coaching Award', validFrom: '2024-09-01', expiry: null, certificateNumber: null },
      after: changed,
    });
    const own = await get(await sessionCookieFor(t.app, person.id), `/api/person/${person.id}/qualifications`);
    expect(own.json()).toEqual([changed]);
  });

  it("answers 404 for another person's qualification", async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const other = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const [theirs] = await db
      .insert(qualifications)
      .values({ personId: other.id, value: 'First Aid', validFrom: '2024-09-01' })
      .returning();
    for (const res of [
      await send(as.admin, 'PUT', `/api/union/people/${person.id}/qualifications/${theirs!.id}`, firstAid),
      await send(as.admin, 'POST', `/api/union/people/${person.id}/qualifications/${theirs!.id}/end`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', reason: 'qualification.not_found' });
    }
    expect(await stored(other.id)).toEqual([expect.objectContaining({ value: 'First Aid', endedAt: null })]);
  });

  it('ends one exactly once: still listed for the union, gone from the person’s list, no longer editable', async () => {
    const person = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const [kept] = await db
      .insert(qualifications)
      .values({ personId: person.id, value: 'Kept Award', validFrom: '2023-09-01' })
      .returning();
    const [ending] = await db
      .insert(qualifications)
      .values({ personId: person.id, value: 'Ending Award', validFrom: '2024-09-01' })
      .returning();
    const url = `/api/union/people/${person.id}/qualifications/${ending!.id}`;

    const [first, second] = await Promise.all([
      send(as.admin, 'POST', `${url}/end`),
      send(as.safeguardingOfficer, 'POST', `${url}/end`),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const refused = first!.statusCode === 409 ? first! : second!;
    expect(refused.json()).toMatchObject({ code: 'conflict', reason: 'qualification.already_ended' });
    expect(await audits('qualification.ended', person.id)).toHaveLength(1);

    const list = await get(as.admin, `/api/union/people/${person.id}/qualifications`);
    expect(list.json().qualifications.map((q: { id: number; endedAt: string | null }) => [q.id, q.endedAt])).toEqual([
      [kept!.id, null],
      [ending!.id, NOW.toISOString()],
    ]);
    const own = await get(await sessionCookieFor(t.app, person.id), `/api/person/${person.id}/qualifications`);
    expect(own.json().map((q: { value: string }) => q.value)).toEqual(['Kept Award']);

    const edit = await send(as.admin, 'PUT', url, firstAid);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'conflict', reason: 'qualification.ended_cannot_change' });
    const [row] = await db.select().from(qualifications).where(eq(qualifications.id, ending!.id));
    expect(row).toMatchObject({ value: 'Ending Award', endedAt: NOW });
    expect(await audits('qualification.updated', person.id)).toHaveLength(0);
  });
});
