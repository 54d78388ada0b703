/**
 * A fresh, migrated database per test file: in-memory PGlite by default; a new database on the
 * real PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { seedLookups } from '../../src/seed/lookups';

export interface TestDatabase {
  database: Database;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export const onRealPostgres = process.env.TEST_DB === 'postgres';

export async function openTestDatabase(options: { seedLookups?: boolean } = {}): Promise<TestDatabase> {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (onRealPostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `mywru_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  if (options.seedLookups !== false) await seedLookups(database.db);
  return {
    database,
    databaseUrl,
    async drop() {
      await database.close();
      await dropDatabase();
    },
  };
}
