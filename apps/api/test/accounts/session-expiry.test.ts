import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';

let now = new Date('2026-01-10T10:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let t: TestApp;
let personId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { SESSION_IDLE_MINUTES: '5' } });
  personId = (await t.app.db.insert(persons).values({ email: 'idle@example.test' }).returning())[0]!.id;
});
afterAll(async () => t.close());

const me = (cookie: string) => t.app.inject({ url: `/api/person/${personId}`, headers: { cookie } });

describe('web sessions expire when idle', () => {
  it('stay alive while used, and end after the idle time without use', async () => {
    const cookie = await sessionCookieFor(t.app, personId);
    for (let minute = 0; minute < 12; minute += 3) {
      advance(3 * 60_000);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    advance(5 * 60_000 + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('write the sliding expiry at most once a minute', async () => {
    const cookie = await sessionCookieFor(t.app, personId);
    const id = cookie.split('=')[1]!;
    const before = (await t.app.sessions.get(id))!.expiresAt.getTime();
    advance(30_000);
    await me(cookie);
    expect((await t.app.sessions.get(id))!.expiresAt.getTime()).toBe(before);
    advance(31_000);
    await me(cookie);
    expect((await t.app.sessions.get(id))!.expiresAt.getTime()).toBe(before + 61_000);
  });
});
