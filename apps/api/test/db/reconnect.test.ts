import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { onRealPostgres, openTestDatabase } from '../helpers/database';

describe.runIf(onRealPostgres)('when PostgreSQL drops every connection (a restart)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const testDb = await openTestDatabase();
    t = await buildTestApp({ testDb });
  });
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });

  it('the server keeps running and answers ready again', async () => {
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    const name = new URL(t.testDb.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    // A query may fail on a connection that died before the pool noticed; the pool then replaces it.
    await expect
      .poll(async () => (await t.app.inject('/readyz')).statusCode, { timeout: 10_000, interval: 100 })
      .toBe(200);
  });
});
