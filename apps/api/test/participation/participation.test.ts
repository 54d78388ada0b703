import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import { personOrganisationRoles } from '../../src/db/schema';
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

describe('Your Roles', () => {
  it("lists my roles and, when asked, my dependants' roles", async () => {
    const parent = await personIdByEmail(db, 'parent@demo.test');
    const osian = await personIdByName(db, 'Osian', 'Howells');
    const own = await get(parent, `/api/person/${parent}/roles`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
    const withDependants = await get(parent, `/api/person/${parent}/roles?includeDependants=true`);
    expect(withDependants.statusCode).toBe(200);
    expect(withDependants.json()).toEqual([
      {
        id: expect.any(Number),
        organisationId: expect.any(Number),
        organisation: 'Cwm Valley RFC',
        personId: osian,
        personName: 'Osian Howells',
        hasInvalidDbs: false,
        isPlayingRole: true,
        roleDetails: {
          roleName: 'Player',
          activeFrom: expect.any(String),
          activeTo: null,
          teamChild: { id: expect.any(Number), value: '1st team' },
          teamParent: {
            id: expect.any(Number),
            teamTemplate: { name: expect.stringMatching(/^Under /) },
            gameFormat: { id: 1, name: 'Fifteens' },
          },
        },
      },
    ]);
  });

  it('flags roles of a person whose DBS is invalid, shows unattached roles, and filters ended ones', async () => {
    const mike = await personIdByEmail(db, 'mike.davies@demo.test');
    const roles = await get(mike, `/api/person/${mike}/roles`);
    expect(roles.json()[0]).toMatchObject({ hasInvalidDbs: true, roleDetails: { roleName: 'Team Manager' } });
    const referee = await personIdByEmail(db, 'referee@demo.test');
    const societyRole = expect.objectContaining({
      organisation: expect.stringContaining("Referees' Society"),
      roleDetails: expect.objectContaining({ roleName: 'Referee', teamChild: null, teamParent: null }),
    });
    expect((await get(referee, `/api/person/${referee}/roles`)).json()).toContainEqual(societyRole);
    // A role held unattached (no organisation) is listed too.
    await db
      .insert(personOrganisationRoles)
      .values({ personId: referee, roleId: ROLE_IDS.referee, organisationId: null, activeFrom: '2020-09-01' });
    expect((await get(referee, `/api/person/${referee}/roles`)).json()).toContainEqual(
      expect.objectContaining({
        organisationId: null,
        organisation: null,
        roleDetails: expect.objectContaining({ roleName: 'Referee' }),
      }),
    );
    const rhodri = await personIdByEmail(db, 'rhodri.jenkins@demo.test');
    const all = await get(rhodri, `/api/person/${rhodri}/roles`);
    const active = await get(rhodri, `/api/person/${rhodri}/roles?activeOnly=true`);
    expect(all.json()).toHaveLength(2);
    expect(active.json().map((r: { organisation: string }) => r.organisation)).toEqual(['Cwm Valley RFC']);
  });

  it("refuses someone else's roles", async () => {
    const parent = await personIdByEmail(db, 'parent@demo.test');
    const player = await personIdByEmail(db, 'player@demo.test');
    const res = await get(player, `/api/person/${parent}/roles?includeDependants=true`);
    expect(res.statusCode).toBe(403);
  });
});
