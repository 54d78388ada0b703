import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { qualifications } from '../../src/db/schema';
import { seedDemoData } from '../../src/seed/demo';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import { NOW, personIdByEmail } from '../registrations/fixtures';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW });
  db = t.app.db;
  await seedDemoData({ database: t.testDb.database, now: NOW });
});

afterAll(async () => {
  await t.close();
});

async function get(asPerson: number, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: await sessionCookieFor(t.app, asPerson) } });
}

describe('Your Qualifications', () => {
  it('lists qualifications that have not been ended, newest first', async () => {
    const coach = await personIdByEmail(db, 'coach@demo.test');
    await db
      .insert(qualifications)
      .values({ personId: coach, value: 'Withdrawn Award', validFrom: '2024-01-01', endedAt: NOW });
    const res = await get(coach, `/api/person/${coach}/qualifications`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        value: 'Emergency First Aid in Rugby Union',
        validFrom: expect.any(String),
        expiry: expect.any(String),
        certificateNumber: 'EFARU-88213',
      },
      {
        value: 'WRU Level 2 Coaching Award',
        validFrom: expect.any(String),
        expiry: null,
        certificateNumber: 'WRU-C2-40117',
      },
    ]);
  });

  it("refuses someone else's qualifications", async () => {
    const coach = await personIdByEmail(db, 'coach@demo.test');
    const player = await personIdByEmail(db, 'player@demo.test');
    const res = await get(player, `/api/person/${coach}/qualifications`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('permission');
  });
});
