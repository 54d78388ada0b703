import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/db/lookups';
import { personOrganisationRoles } from '../../src/db/schema';
import { bootDemoApp } from '../helpers/demo-app';
import { personIdByEmail, personIdByName } from '../registrations/fixtures';

const demo = bootDemoApp();

describe('Your Roles', () => {
  it("lists my roles and, when asked, my dependants' roles", async () => {
    const parent = await personIdByEmail(demo.db, 'parent@demo.test');
    const osian = await personIdByName(demo.db, 'Osian', 'Howells');
    const own = await demo.get(parent, `/api/person/${parent}/roles`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
    const withDependants = await demo.get(parent, `/api/person/${parent}/roles?includeDependants=true`);
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
          roleNameCy: 'Chwaraewr',
          activeFrom: expect.any(String),
          activeTo: null,
          teamChild: { id: expect.any(Number), value: '1st team' },
          teamParent: {
            id: expect.any(Number),
            teamTemplate: { name: expect.stringMatching(/^Under /), nameCy: expect.stringMatching(/^Dan /) },
            gameFormat: { id: 1, name: 'Fifteens' },
          },
        },
      },
    ]);
  });

  it('flags roles of a person whose DBS is invalid, shows unattached roles, and filters ended ones', async () => {
    const mike = await personIdByEmail(demo.db, 'mike.davies@demo.test');
    const roles = await demo.get(mike, `/api/person/${mike}/roles`);
    expect(roles.json()[0]).toMatchObject({ hasInvalidDbs: true, roleDetails: { roleName: 'Team Manager' } });
    const referee = await personIdByEmail(demo.db, 'referee@demo.test');
    const societyRole = expect.objectContaining({
      organisation: expect.stringContaining("Referees' Society"),
      roleDetails: expect.objectContaining({ roleName: 'Referee', teamChild: null, teamParent: null }),
    });
    expect((await demo.get(referee, `/api/person/${referee}/roles`)).json()).toContainEqual(societyRole);
    // A role held unattached (no organisation) is listed too.
    await demo.db
      .insert(personOrganisationRoles)
      .values({ personId: referee, roleId: ROLE_IDS.referee, organisationId: null, activeFrom: '2020-09-01' });
    expect((await demo.get(referee, `/api/person/${referee}/roles`)).json()).toContainEqual(
      expect.objectContaining({
        organisationId: null,
        organisation: null,
        roleDetails: expect.objectContaining({ roleName: 'Referee' }),
      }),
    );
    const rhodri = await personIdByEmail(demo.db, 'rhodri.jenkins@demo.test');
    const all = await demo.get(rhodri, `/api/person/${rhodri}/roles`);
    const active = await demo.get(rhodri, `/api/person/${rhodri}/roles?activeOnly=true`);
    expect(all.json()).toHaveLength(2);
    expect(active.json().map((r: { organisation: string }) => r.organisation)).toEqual(['Cwm Valley RFC']);
  });

  it("refuses someone else's roles", async () => {
    const parent = await personIdByEmail(demo.db, 'parent@demo.test');
    const player = await personIdByEmail(demo.db, 'player@demo.test');
    const res = await demo.get(player, `/api/person/${parent}/roles?includeDependants=true`);
    expect(res.statusCode).toBe(403);
  });
});
