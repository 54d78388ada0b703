import { describe, expect, it } from 'vitest';
import { bootDemoApp } from '../helpers/demo-app';
import { personIdByEmail, personIdByName } from '../registrations/fixtures';

const demo = bootDemoApp();

describe('Your DBS', () => {
  it.each([
    ['coach@demo.test', 'valid', 1, false, false],
    ['parent@demo.test', 'pending', 0, true, false],
    ['player@demo.test', 'none', 0, false, false],
    ['mike.davies@demo.test', 'invalid', 1, false, true],
  ])('%s: %s', async (email, status, records, hasActiveApplication, hasInvalidDbs) => {
    const id = await personIdByEmail(demo.db, email);
    const res = await demo.get(id, `/api/person/${id}/person-dbs`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dbsStatus: status, hasActiveApplication, hasInvalidDbs });
    expect(res.json().personDBSRecords).toHaveLength(records);
    if (records > 0)
      expect(Object.keys(res.json().personDBSRecords[0]).sort()).toEqual(['certificateNumber', 'expiry', 'issued']);
  });

  it("answers a child's DBS to the parent and refuses anyone else", async () => {
    const parent = await personIdByEmail(demo.db, 'parent@demo.test');
    const elin = await personIdByName(demo.db, 'Elin', 'Howells');
    expect((await demo.get(parent, `/api/person/${elin}/person-dbs`)).statusCode).toBe(200);
    const player = await personIdByEmail(demo.db, 'player@demo.test');
    expect((await demo.get(player, `/api/person/${elin}/person-dbs`)).statusCode).toBe(403);
  });
});
