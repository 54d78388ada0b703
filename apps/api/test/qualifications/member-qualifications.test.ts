import { describe, expect, it } from 'vitest';
import { qualifications } from '../../src/db/schema';
import { bootDemoApp } from '../helpers/demo-app';
import { NOW, personIdByEmail } from '../registrations/fixtures';

const demo = bootDemoApp();

describe('Your Qualifications', () => {
  it('lists qualifications that have not been ended, newest first', async () => {
    const coach = await personIdByEmail(demo.db, 'coach@demo.test');
    await demo.db
      .insert(qualifications)
      .values({ personId: coach, value: 'Withdrawn Award', validFrom: '2024-01-01', endedAt: NOW });
    const res = await demo.get(coach, `/api/person/${coach}/qualifications`);
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
    const coach = await personIdByEmail(demo.db, 'coach@demo.test');
    const player = await personIdByEmail(demo.db, 'player@demo.test');
    const res = await demo.get(player, `/api/person/${coach}/qualifications`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('permission');
  });
});
