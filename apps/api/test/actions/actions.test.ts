import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { dbsRecords } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import { NOW, personIdByEmail, personIdByName } from '../registrations/fixtures';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
});

afterAll(async () => {
  await t.close();
});

const dayFromNow = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function actionsOf(personId: number) {
  return t.app.inject({
    method: 'GET',
    url: '/api/actions',
    headers: { cookie: await sessionCookieFor(t.app, personId) },
  });
}

async function addDbs(personId: number, certificateNumber: string, expiresInDays: number) {
  await db.insert(dbsRecords).values({
    personId,
    certificateNumber,
    issued: dayFromNow(expiresInDays - 3 * 365),
    expiry: dayFromNow(expiresInDays),
  });
}

describe('GET /api/actions', () => {
  it('refuses a caller who is not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/actions' });
    expect(res.statusCode).toBe(401);
  });

  it('answers an empty list when nothing waits for the member or their children', async () => {
    const player = await personIdByEmail(db, 'player@demo.test');
    const res = await actionsOf(player);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("lists a DBS check of the member's family that expires within 90 days, soonest first, and no other family's", async () => {
    const parent = await personIdByEmail(db, 'parent@demo.test');
    const elin = await personIdByName(db, 'Elin', 'Howells');
    const osian = await personIdByName(db, 'Osian', 'Howells');
    const macsen = await personIdByName(db, 'Macsen', 'Williams');
    await addDbs(osian, 'ACT-OSIAN-90', 90);
    await addDbs(elin, 'ACT-ELIN-30', 30);
    await addDbs(macsen, 'ACT-MACSEN-10', 10); // another family's child
    // The parent's own check expires too, but a DBS application is already under way: nothing to do.
    await addDbs(parent, 'ACT-PARENT-20', 20);

    const res = await actionsOf(parent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        kind: 'dbs-renewal',
        subject: { personId: elin, firstName: 'Elin', lastName: 'Howells', isChild: true },
        expiry: dayFromNow(30),
        daysLeft: 30,
      },
      {
        kind: 'dbs-renewal',
        subject: { personId: osian, firstName: 'Osian', lastName: 'Howells', isChild: true },
        expiry: dayFromNow(90),
        daysLeft: 90,
      },
    ]);
  });

  it('leaves out a check that expires later than 90 days, one already renewed, and one flagged invalid', async () => {
    const player = await personIdByEmail(db, 'player@demo.test');
    await addDbs(player, 'ACT-PLAYER-91', 91);
    expect((await actionsOf(player)).json()).toEqual([]);

    const volunteer = await personIdByEmail(db, 'coach@demo.test');
    await addDbs(volunteer, 'ACT-COACH-OLD', 15);
    await addDbs(volunteer, 'ACT-COACH-NEW', 400); // the latest check decides
    expect((await actionsOf(volunteer)).json()).toEqual([]);

    const invalid = await personIdByEmail(db, 'mike.davies@demo.test');
    await addDbs(invalid, 'ACT-MIKE-15', 15);
    expect((await actionsOf(invalid)).json()).toEqual([]);
  });

  it('lists the signed-in member’s own check as theirs, not a child’s', async () => {
    const newcomer = await personIdByEmail(db, 'newcomer@demo.test');
    await addDbs(newcomer, 'ACT-NEWCOMER-45', 45);
    const res = await actionsOf(newcomer);
    expect(res.json()).toEqual([
      {
        kind: 'dbs-renewal',
        subject: { personId: newcomer, firstName: null, lastName: null, isChild: false },
        expiry: dayFromNow(45),
        daysLeft: 45,
      },
    ]);
  });
});
