import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, addresses, auditLog, persons } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';

const DUPLICATE = 'A user with this email address already exists. Try again with a different email address.';
const today = new Date('2026-03-15T10:00:00Z');

let t: TestApp;
let parentId: number;
let youngChildId: number;
let teenId: number;
let otherId: number;
let otherChildId: number;
let newcomerId: number;
let cookie: string;

const headers = () => ({ cookie, origin: TEST_ORIGIN });

beforeAll(async () => {
  t = await buildTestApp({ clock: () => today });
  const db = t.app.db;
  const insert = async (values: typeof persons.$inferInsert) =>
    (await db.insert(persons).values(values).returning())[0]!.id;
  parentId = await insert({
    firstName: 'Ceri',
    lastName: 'Morgan',
    email: 'ceri@example.test',
    dob: '1985-04-02',
    sexId: 2,
    nationalityIds: [1],
  });
  await db.insert(accounts).values({ personId: parentId, email: 'ceri@example.test', passwordHash: 'x' });
  youngChildId = await insert({ firstName: 'Dai', lastName: 'Morgan', dob: '2016-06-01', sexId: 1, parentId });
  teenId = await insert({ firstName: 'Nia', lastName: 'Morgan', dob: '2009-01-01', sexId: 2, parentId });
  otherId = await insert({ firstName: 'Other', lastName: 'Adult', email: 'other@example.test' });
  otherChildId = await insert({ firstName: 'Other', lastName: 'Child', parentId: otherId, dob: '2015-01-01' });
  newcomerId = await insert({ email: 'newcomer@example.test' });
  cookie = await sessionCookieFor(t.app, parentId);
});
afterAll(async () => t.close());

async function auditCount() {
  return (await t.app.db.select().from(auditLog)).length;
}

describe('PATCH /api/person/{id}', () => {
  it('changes my names and records the change in the audit log', async () => {
    const before = await auditCount();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: headers(),
      payload: { firstName: 'Ceridwen' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Ceridwen');
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'person.updated'));
    expect(entry).toMatchObject({ actorPersonId: parentId, personId: parentId, details: { fields: ['firstName'] } });
    expect(await auditCount()).toBe(before + 1);
  });

  it('refuses an invalid name with the exact message and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: headers(),
      payload: { lastName: 'M--organ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.lastName).toEqual([
      'Last name must not contain consecutive spaces, hyphens, or apostrophes',
    ]);
    const [row] = await t.app.db.select().from(persons).where(eq(persons.id, parentId));
    expect(row!.lastName).toBe('Morgan');
  });

  it('refuses to change a date of birth already held', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: headers(),
      payload: { dob: '1986-04-02' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.dob[0]).toContain('cannot be changed');
    const [row] = await t.app.db.select().from(persons).where(eq(persons.id, parentId));
    expect(row!.dob).toBe('1985-04-02');
  });

  it("changes my child's details", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${youngChildId}`,
      headers: headers(),
      payload: { nationalityIds: [1, 2] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().nationalityIds).toEqual([1, 2]);
  });

  it('refuses an e-mail for a child under 16 and accepts one from 16', async () => {
    const young = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${youngChildId}`,
      headers: headers(),
      payload: { email: 'dai@example.test' },
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().errors).toHaveProperty('email');
    const teen = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${teenId}`,
      headers: headers(),
      payload: { email: 'nia@example.test' },
    });
    expect(teen.statusCode).toBe(200);
    expect(teen.json().email).toBe('nia@example.test');
  });

  it('refuses an e-mail another person uses, whatever its case, with the spec message', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: headers(),
      payload: { email: 'OTHER@example.test' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'duplicate_email',
      reason: 'person.email_taken',
      errors: { email: [DUPLICATE] },
    });
  });

  it("keeps my sign-in e-mail and my record's: a new one needs the password and a confirmed link (email-change.test.ts)", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: headers(),
      payload: { email: 'ceri.morgan@example.test' },
    });
    expect(res.statusCode).toBe(409);
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.personId, parentId));
    expect(account!.email).toBe('ceri@example.test');
    const [row] = await t.app.db.select().from(persons).where(eq(persons.id, parentId));
    expect(row!.email).toBe('ceri@example.test');
  });

  it('reads a single international playing status as a one-item list of integers', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: headers(),
      payload: { internationalPlayingStatusIds: '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().internationalPlayingStatusIds).toEqual([3]);
  });

  it.each([
    ['another adult', () => otherId],
    ["another parent's child", () => otherChildId],
  ])('refuses to change %s with 403', async (_label, id) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${id()}`,
      headers: headers(),
      payload: { firstName: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'permission.denied' });
    const [row] = await t.app.db.select().from(persons).where(eq(persons.id, id()));
    expect(row!.firstName).toBe('Other');
  });

  it('refuses a cross-origin write on a cookie session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: { cookie, origin: 'https://evil.example' },
      payload: { firstName: 'Evil' },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['a body that is not JSON', 'not json', 'application/json'],
    ['a wrong type', JSON.stringify({ sexId: 'male' }), 'application/json'],
    ['no nationality', JSON.stringify({ nationalityIds: [] }), 'application/json'],
  ])('answers %s with 400, never 5xx', async (_label, payload, type) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: { ...headers(), 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('gives the nationality rule its exact message', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}`,
      headers: headers(),
      payload: { nationalityIds: [] },
    });
    expect(res.json().errors.nationalityIds).toEqual(['You must select at least one nationality']);
  });
});

describe('PUT /api/person/{id} and PATCH /api/person/{id}/capture', () => {
  it('saves the whole form', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${youngChildId}`,
      headers: headers(),
      payload: {
        firstName: 'Dafydd',
        lastName: 'Morgan',
        dob: '2016-06-01',
        sexId: 1,
        nationalityIds: [1],
        email: null,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Dafydd');
  });

  it('requires every field of the form', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${youngChildId}`,
      headers: headers(),
      payload: { firstName: 'Dafydd' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a details capture with 204', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${parentId}/capture`,
      headers: headers(),
      payload: { sexId: 2 },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});

describe('children', () => {
  it('lists my children', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/person/${parentId}/child`, headers: headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { wruId: number }) => c.wruId)).toEqual([youngChildId, teenId]);
  });

  it("refuses to list another person's children", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/person/${otherId}/child`, headers: headers() });
    expect(res.statusCode).toBe(403);
  });

  it('adds a child under 18 with a member id of their own', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/person/${parentId}/child`,
      headers: headers(),
      payload: { firstName: 'Gwen', lastName: 'Morgan', dob: '2018-09-09', sexId: 2, nationalityIds: [1], email: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Gwen', parentId, email: null });
    expect(res.json().wruId).toBeGreaterThan(0);
  });

  it('refuses a child aged 18 with the exact message, storing nothing', async () => {
    const before = (await t.app.db.select().from(persons)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/person/${parentId}/child`,
      headers: headers(),
      payload: { firstName: 'Old', lastName: 'Enough', dob: '2008-03-15', sexId: 1, nationalityIds: [1] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.dob).toEqual(['Date of birth must be under 18 years']);
    expect((await t.app.db.select().from(persons)).length).toBe(before);
  });

  it('refuses to add a child to another parent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/person/${otherId}/child`,
      headers: headers(),
      payload: { firstName: 'Gwen', lastName: 'Other', dob: '2018-09-09', sexId: 2, nationalityIds: [1] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('address and marketing preferences', () => {
  it('adds a new current address, keeping the history, with the post code in upper case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/person/${parentId}/address`,
      headers: headers(),
      payload: {
        addressLine1: '3 Heol y Bont',
        addressLine2: '',
        city: 'Bala',
        county: 'Gwynedd',
        postCode: 'll23 7aa',
        countryId: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ postCode: 'LL23 7AA', addressLine2: null });
    const person = await t.app.inject({ method: 'GET', url: `/api/person/${parentId}`, headers: headers() });
    expect(person.json().addresses.at(-1).postCode).toBe('LL23 7AA');
  });

  it('refuses a non-UK post code for a UK address, and accepts it for another country', async () => {
    const body = { addressLine1: '1 Rue', city: 'Paris', county: 'Paris', postCode: '75001' };
    const uk = await t.app.inject({
      method: 'POST',
      url: `/api/person/${parentId}/address`,
      headers: headers(),
      payload: { ...body, countryId: 1 },
    });
    expect(uk.statusCode).toBe(400);
    expect(uk.json().errors.postCode).toEqual(['Enter a valid UK postcode (e.g. SW1A 1AA)']);
    const france = await t.app.inject({
      method: 'POST',
      url: `/api/person/${parentId}/address`,
      headers: headers(),
      payload: { ...body, countryId: 75 },
    });
    expect(france.statusCode).toBe(201);
  });

  it('saves marketing preferences', async () => {
    const prefs = { optedInForWrucomms: true, optedInForRegionalComms: false, optedInForThirdPartyComms: true };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${parentId}/marketing-preferences`,
      headers: headers(),
      payload: prefs,
    });
    expect(res.statusCode).toBe(200);
    const person = await t.app.inject({ method: 'GET', url: `/api/person/${parentId}`, headers: headers() });
    expect(person.json().marketingPreferences).toEqual(prefs);
  });

  it("refuses another person's address", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/person/${otherId}/address`,
      headers: headers(),
      payload: { addressLine1: 'x', city: 'x', county: 'x', postCode: 'CF10 1NS', countryId: 1 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('onboarding', () => {
  let newcomerCookie: string;
  beforeEach(async () => {
    newcomerCookie = await sessionCookieFor(t.app, newcomerId);
  });
  const details = {
    firstName: 'Newydd',
    lastName: 'Aelod',
    dob: '1990-05-05',
    address: { addressLine1: '1 Stryd Fawr', city: 'Cardiff', county: 'Glamorgan', postCode: 'CF10 1NS', countryId: 1 },
    marketingPreferences: {
      optedInForWrucomms: false,
      optedInForRegionalComms: true,
      optedInForThirdPartyComms: false,
    },
  };

  it('refuses the whole submission when one part is invalid, storing nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/person/${newcomerId}/onboarding`,
      headers: { cookie: newcomerCookie, origin: TEST_ORIGIN },
      payload: { ...details, address: { ...details.address, postCode: 'nonsense' } },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.select().from(addresses).where(eq(addresses.personId, newcomerId))).toHaveLength(0);
  });

  it('stores names, date of birth, address and preferences in one go', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/person/${newcomerId}/onboarding`,
      headers: { cookie: newcomerCookie, origin: TEST_ORIGIN },
      payload: details,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Newydd',
      dob: '1990-05-05',
      addresses: [{ postCode: 'CF10 1NS' }],
      marketingPreferences: details.marketingPreferences,
    });
  });

  it("refuses someone else's onboarding", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/person/${newcomerId}/onboarding`,
      headers: headers(),
      payload: details,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('lookups', () => {
  it('lists countries with the United Kingdom as id 1, cached', async () => {
    const res = await t.app.inject('/api/country');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ id: 1, value: 'United Kingdom', valueCy: 'Y Deyrnas Unedig' });
    expect(res.json().length).toBeGreaterThan(190);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('lists nationalities', async () => {
    const res = await t.app.inject('/api/nationality');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((n: { value: string }) => n.value)).toContain('Welsh');
  });
});
