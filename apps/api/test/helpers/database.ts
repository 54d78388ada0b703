/**
 * A fresh, migrated database per test file: in-memory PGlite by default; a new database on the
 * real PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (dropped afterwards).
 * Each is a copy of the database the run's global set-up migrated once (global-setup.ts): PGlite
 * loads its data folder tarball, PostgreSQL creates the database from its template. Without that
 * set-up (a script outside vitest's API projects) it migrates a new one.
 * With `demoData` it is a copy of the one the set-up loaded the demo data into at the test clock
 * (`NOW`), exactly as `seedDemoData({ database, now: NOW })` loads it, without paying for it per file.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemoData } from '../../src/seed/demo';
import { seedLookups } from '../../src/seed/lookups';
import { NOW } from '../registrations/fixtures';
import type { TestDatabaseTemplates } from './global-setup';

export interface TestDatabase {
  database: Database;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export const onRealPostgres = process.env.TEST_DB === 'postgres';

function templates(): TestDatabaseTemplates | undefined {
  const provided = inject('testDatabaseTemplates');
  return provided?.kind === (onRealPostgres ? 'postgres' : 'pglite') ? provided : undefined;
}

/** The tarballs read once per test file's process, not once per database. */
const tarballs = new Map<string, Buffer>();

function tarball(file: string): Blob {
  let bytes = tarballs.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(file);
    tarballs.set(file, bytes);
  }
  return new Blob([bytes]);
}

export interface TestDatabaseOptions {
  /** The lookup lists (default true). */
  seedLookups?: boolean;
  /** The lookup lists and the demo data at the test clock `NOW` (default false). */
  demoData?: boolean;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const withDemo = options.demoData === true;
  const withLookups = withDemo || options.seedLookups !== false;
  const template = templates();
  const copyOf = template && (withDemo ? template.demo : withLookups ? template.withLookups : template.migrated);
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (onRealPostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `mywru_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(copyOf ? `create database ${name} template ${copyOf}` : `create database ${name}`);
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
  const database = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    ...(copyOf && !onRealPostgres ? { loadDataDir: tarball(copyOf) } : {}),
  });
  if (!copyOf) {
    await database.migrate();
    if (withLookups) await seedLookups(database.db);
    if (withDemo) await seedDemoData({ database, now: NOW });
  }
  return {
    database,
    databaseUrl,
    async drop() {
      await database.close();
      await dropDatabase();
    },
  };
}
