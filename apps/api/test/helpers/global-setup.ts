/**
 * Runs once before the API test files (vitest `globalSetup`): migrates one database, and one more
 * with the lookups seeded, so that each test file's database starts as a copy of one of them
 * instead of running every migration again (see `openTestDatabase`).
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
import { seedLookups } from '../../src/seed/lookups';

/** Where each test file's database is copied from: tarball paths (PGlite) or template database names (PostgreSQL). */
export interface TestDatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** Migrated, no rows. */
  migrated: string;
  /** Migrated, with the lookup lists seeded. */
  withLookups: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

async function prepare(database: Database, withLookups: boolean) {
  await database.migrate();
  if (withLookups) await seedLookups(database.db);
}

async function pgliteTemplates(): Promise<{ templates: TestDatabaseTemplates; remove(): Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mywru-api-tests-'));
  const dump = async (withLookups: boolean, file: string) => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepare(database, withLookups);
      const tarball = await database.dumpDataDir?.();
      if (!tarball) throw new Error('openDatabase gave no dumpDataDir for an embedded database');
      fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await database.close();
    }
    return file;
  };
  const [migrated, withLookups] = await Promise.all([
    dump(false, path.join(folder, 'migrated.tar')),
    dump(true, path.join(folder, 'with-lookups.tar')),
  ]);
  return {
    templates: { kind: 'pglite', migrated, withLookups },
    remove: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

async function postgresTemplates(
  adminUrl: string,
): Promise<{ templates: TestDatabaseTemplates; remove(): Promise<void> }> {
  const suffix = randomBytes(4).toString('hex');
  const names = { migrated: `mywru_tpl_${suffix}_m`, withLookups: `mywru_tpl_${suffix}_l` };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const make = async (name: string, withLookups: boolean) => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // One connection, closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', maxConnections: 1 });
    try {
      await prepare(database, withLookups);
    } finally {
      await database.close();
    }
  };
  await Promise.all([make(names.migrated, false), make(names.withLookups, true)]);
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
