import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { seedDemoData } from '../../src/seed/demo';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import { NOW, personIdByEmail, personIdByName } from '../registrations/fixtures';

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

describe('Your DBS', () => {
  it.each([
    ['coach@demo.test', 'valid', 1, false, false],
    ['parent@demo.test', 'pending', 0, true, false],
    ['player@demo.test', 'none', 0, false, false],
    ['mike.davies@demo.test', 'invalid', 1, false, true],
  ])('%s: %s', async (email, status, records, hasActiveApplication, hasInvalidDbs) => {
    const id = await personIdByEmail(db, email);
    const res = await get(id, `/api/person/${id}/person-dbs`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dbsStatus: status, hasActiveApplication, hasInvalidDbs });
    expect(res.json().personDBSRecords).toHaveLength(records);
    if (records > 0)
      expect(Object.keys(res.json().personDBSRecords[0]).sort()).toEqual(['certificateNumber', 'expiry', 'issued']);
  });

  it("answers a child's DBS to the parent and refuses anyone else", async () => {
    const parent = await personIdByEmail(db, 'parent@demo.test');
    const elin = await personIdByName(db, 'Elin', 'Howells');
    expect((await get(parent, `/api/person/${elin}/person-dbs`)).statusCode).toBe(200);
    const player = await personIdByEmail(db, 'player@demo.test');
    expect((await get(player, `/api/person/${elin}/person-dbs`)).statusCode).toBe(403);
  });
});
