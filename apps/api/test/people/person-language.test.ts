import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, persons } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';

let t: TestApp;
let parentId: number;
let childId: number;
let otherId: number;
let cookie: string;

const headers = () => ({ cookie, origin: TEST_ORIGIN });

beforeAll(async () => {
  t = await buildTestApp();
  const insert = async (values: typeof persons.$inferInsert) =>
    (await t.app.db.insert(persons).values(values).returning())[0]!.id;
  parentId = await insert({ firstName: 'Ceri', lastName: 'Morgan', email: 'ceri.language@example.test' });
  childId = await insert({ firstName: 'Dai', lastName: 'Morgan', dob: '2016-06-01', parentId });
  otherId = await insert({ firstName: 'Other', lastName: 'Adult', email: 'other.language@example.test' });
  cookie = await sessionCookieFor(t.app, parentId);
});
afterAll(async () => t.close());

async function languageOf(id: number) {
  const [row] = await t.app.db.select({ language: persons.language }).from(persons).where(eq(persons.id, id));
  return row?.language;
}

const put = (id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/person/${id}/language`, headers: headers(), payload: payload as object });

describe('PUT /api/person/{id}/language', () => {
  it('keeps Welsh on my record, audits it, and the session says it on my next page', async () => {
    const res = await put(parentId, { language: 'cy' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'cy' });
    expect(await languageOf(parentId)).toBe('cy');
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'person.language-updated'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorPersonId: parentId, personId: parentId, details: { from: null, to: 'cy' } });

    const session = await t.app.inject({ method: 'GET', url: '/auth/session', headers: headers() });
    expect(session.json().user.language).toBe('cy');
  });

  it("sets my child's language", async () => {
    const res = await put(childId, { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(childId)).toBe('en');
  });

  it.each([
    [{ language: 'fr' }, 'language'],
    [{ language: 'cy-GB' }, 'language'],
    [{ language: 'CY' }, 'language'],
    [{ language: '<script>' }, 'language'],
    [{ language: null }, 'language'],
    [{}, 'language'],
    [{ language: 'cy', extra: 1 }, 'body'],
  ])('refuses %j with a clear 400 naming the field %s, and stores nothing', async (payload, field) => {
    const res = await put(parentId, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'validation_failed', reason: 'request.invalid' });
    expect(JSON.stringify(Object.keys(body.fields ?? {}))).toContain(field);
    expect(await languageOf(parentId)).toBe('cy');
  });

  it("refuses someone else's record with 403 and stores nothing", async () => {
    const res = await put(otherId, { language: 'cy' });
    expect(res.statusCode).toBe(403);
    expect(await languageOf(otherId)).toBeNull();
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${parentId}/language`,
      headers: { origin: TEST_ORIGIN },
      payload: { language: 'en' },
    });
    expect(res.statusCode).toBe(401);
    expect(await languageOf(parentId)).toBe('cy');
  });
});
