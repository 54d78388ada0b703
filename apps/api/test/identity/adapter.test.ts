import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAdapter } from '../../src/identity/adapter';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase({ seedLookups: false });
});
afterAll(async () => testDb.drop());

describe('the PostgreSQL adapter of the provider', () => {
  it('finds, consumes, expires and revokes by grant', async () => {
    let now = new Date('2025-09-01T10:00:00Z');
    const adapter = postgresAdapter(testDb.database.db, () => now);
    const codes = adapter('AuthorizationCode');
    const sessions = adapter('Session');
    await codes.upsert('code-1', { grantId: 'g1', accountId: 'mywru|1' }, 60);
    await sessions.upsert('s-1', { uid: 'uid-1', accountId: 'mywru|1' }, 3600);
    expect(await codes.find('code-1')).toMatchObject({ grantId: 'g1' });
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'mywru|1' });
    expect(await adapter('AccessToken').find('code-1')).toBeUndefined();

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));

    now = new Date('2025-09-01T10:02:00Z');
    expect(await codes.find('code-1')).toBeUndefined();
    expect(await sessions.findByUid('uid-1')).toBeDefined();

    await adapter('AccessToken').upsert('at-1', { grantId: 'g2' }, 3600);
    await adapter('Grant').revokeByGrantId('g2');
    expect(await adapter('AccessToken').find('at-1')).toBeUndefined();

    await sessions.destroy('s-1');
    expect(await sessions.find('s-1')).toBeUndefined();
  });
});
