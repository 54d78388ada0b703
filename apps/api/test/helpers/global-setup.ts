/**
 * Runs once before the API test files (vitest `globalSetup`): migrates one database, one more
 * with the lookups seeded and a third with the demo data loaded at the test clock (`NOW`), so that
 * each test file's database starts as a copy of one of them instead of running every migration (and
 * loading the demo union) again (see `openTestDatabase`).
 * - PGlite: the data folders, as `dumpDataDir` tarballs in a temporary folder.
 * - PostgreSQL (TEST_DB=postgres): two template databases on the TEST_DATABASE_URL server, which
 *   `create database … template …` copies.
 * Both are removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemoData } from '../../src/seed/demo';
import { seedLookups } from '../../src/seed/lookups';
import { NOW } from '../registrations/fixtures';

/** Where each test file's database is copied from: tarball paths (PGlite) or template database names (PostgreSQL). */
export interface TestDatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** Migrated, no rows. */
  migrated: string;
  /** Migrated, with the lookup lists seeded. */
  withLookups: string;
  /** Migrated, with the lookup lists and the demo data as `seedDemoData` loads them at `NOW`. */
  demo: string;
}

/** What a template database holds beyond the migrations. */
type Contents = 'migrated' | 'withLookups' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

async function prepare(database: Database, contents: Contents) {
  await database.migrate();
  if (contents !== 'migrated') await seedLookups(database.db);
  if (contents === 'demo' && !(await seedDemoData({ database, now: NOW }))) {
    throw new Error('the demo data template was not empty before seeding');
  }
}

async function pgliteTemplates(): Promise<{ templates: TestDatabaseTemplates; remove(): Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mywru-api-tests-'));
  const dump = async (contents: Contents, file: string) => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepare(database, contents);
      const tarball = await database.dumpDataDir?.();
      if (!tarball) throw new Error('openDatabase gave no dumpDataDir for an embedded database');
      fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await database.close();
    }
    return file;
  };
  const [migrated, withLookups, demo] = await Promise.all([
    dump('migrated', path.join(folder, 'migrated.tar')),
    dump('withLookups', path.join(folder, 'with-lookups.tar')),
    dump('demo', path.join(folder, 'demo.tar')),
  ]);
  return {
    templates: { kind: 'pglite', migrated, withLookups, demo },
    remove: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

async function postgresTemplates(
  adminUrl: string,
): Promise<{ templates: TestDatabaseTemplates; remove(): Promise<void> }> {
  const suffix = randomBytes(4).toString('hex');
  const names = {
    migrated: `mywru_tpl_${suffix}_m`,
    withLookups: `mywru_tpl_${suffix}_l`,
    demo: `mywru_tpl_${suffix}_d`,
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const make = async (name: string, contents: Contents) => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // One connection, closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', maxConnections: 1 });
    try {
      await prepare(database, contents);
    } finally {
      await database.close();
    }
  };
  await Promise.all([
    make(names.migrated, 'migrated'),
    make(names.withLookups, 'withLookups'),
    make(names.demo, 'demo'),
  ]);
  return {
    templates: { kind: 'postgres', ...names },
    remove: async () => {
      for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export default async function setup(project: TestProject) {
  let prepared: { templates: TestDatabaseTemplates; remove(): Promise<void> };
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    prepared = await postgresTemplates(adminUrl);
  } else {
    prepared = await pgliteTemplates();
  }
  project.provide('testDatabaseTemplates', prepared.templates);
  return () => prepared.remove();
}
