import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addresses, auditLog, dbsRecords, persons } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';

let t: TestApp;
let parentId: number;
let childId: number;
let otherId: number;
let otherChildId: number;
let parentCookie: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date('2026-01-10T10:00:00Z') });
  const db = t.app.db;
  const [parent] = await db
    .insert(persons)
    .values({
      firstName: 'Ceri',
      lastName: 'Morgan',
      email: 'ceri@example.test',
      dob: '1985-04-02',
      sexId: 2,
      nationalityIds: [2],
    })
    .returning();
  const [child] = await db
    .insert(persons)
    .values({ firstName: 'Dai', lastName: 'Morgan', dob: '2015-06-01', sexId: 1, parentId: parent!.id })
    .returning();
  const [other] = await db
    .insert(persons)
    .values({ firstName: 'Other', lastName: 'Adult', email: 'other@example.test' })
    .returning();
  const [otherChild] = await db
    .insert(persons)
    .values({ firstName: 'Other', lastName: 'Child', parentId: other!.id })
    .returning();
  parentId = parent!.id;
  childId = child!.id;
  otherId = other!.id;
  otherChildId = otherChild!.id;
  await db.insert(addresses).values([
    {
      personId: parentId,
      addressLine1: '1 Old Road',
      city: 'Cardiff',
      county: 'Glamorgan',
      postCode: 'CF10 1AA',
      countryId: 1,
    },
    {
      personId: parentId,
      addressLine1: '2 New Street',
      city: 'Swansea',
      county: 'Glamorgan',
      postCode: 'SA1 1AA',
      countryId: 1,
    },
  ]);
  await db
    .insert(dbsRecords)
    .values({ personId: parentId, certificateNumber: '001234567890', issued: '2024-06-01', expiry: '2026-05-31' });
  parentCookie = await sessionCookieFor(t.app, parentId);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/person/{id}', () => {
  it('answers my own record with addresses oldest first and a computed DBS status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/person/${parentId}`,
      headers: { cookie: parentCookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      wruId: parentId,
      firstName: 'Ceri',
      lastName: 'Morgan',
      email: 'ceri@example.test',
      dob: '1985-04-02',
      sexId: 2,
      nationalityIds: [2],
      parentId: null,
      dbsStatus: 'valid',
      marketingPreferences: null,
    });
    expect(body.addresses.map((a: { addressLine1: string }) => a.addressLine1)).toEqual(['1 Old Road', '2 New Street']);
    expect(Object.keys(body)).not.toContain('hasInvalidDbs');
  });

  it("answers my child's record with the parent summary", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/person/${childId}`, headers: { cookie: parentCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      wruId: childId,
      parentId,
      parent: { firstName: 'Ceri', lastName: 'Morgan' },
      dbsStatus: 'none',
    });
  });

  it.each([
    ['another adult', () => otherId],
    ["another parent's child", () => otherChildId],
    ['a member id that does not exist', () => 99999999],
  ])('refuses %s with 403 and the permission reason', async (_label, id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/person/${id()}`, headers: { cookie: parentCookie } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
    expect(res.json()).toMatchObject({ reason: 'permission.denied' });
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/person/${parentId}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses a forged or revoked session cookie with 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/person/${parentId}`,
      headers: { cookie: 'mywru_session=forged' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers a malformed id with a validation problem, not a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/person/abc', headers: { cookie: parentCookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors).toHaveProperty('id');
  });

  it('carries a request id and security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/person/${parentId}`,
      headers: { cookie: parentCookie },
    });
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('writes nothing to the audit log for a read of my own record', async () => {
    const rows = await t.app.db.select().from(auditLog);
    expect(rows).toHaveLength(0);
  });
});

describe('GET /api/person/{id}: round trips to the database', () => {
  /** Every statement the app sends goes through the driver's client (a PGlite instance or a pg.Pool). */
  function countStatements() {
    const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    return vi.spyOn(client, 'query');
  }

  // The session checked by a first read is trusted for a few seconds (lib/session-store); the
  // monotonic clock stands still here, so a slow machine cannot make the second read check it again.
  beforeAll(() => {
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("reads my child's record with addresses, DBS records and parent in one statement, the session check included", async () => {
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/person/${childId}`, headers: { cookie: parentCookie } });
    expect((await read()).statusCode).toBe(200); // checks the session against the database
    const statements = countStatements();
    try {
      const res = await read();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ wruId: childId, parent: { firstName: 'Ceri', email: 'ceri@example.test' } });
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });

  it('refuses a record I may not read in that one statement too', async () => {
    await t.app.inject({ method: 'GET', url: `/api/person/${parentId}`, headers: { cookie: parentCookie } });
    const statements = countStatements();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/person/${otherChildId}`,
        headers: { cookie: parentCookie },
      });
      expect(res.statusCode).toBe(403);
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });
});
