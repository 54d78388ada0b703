import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { ROLE_IDS } from '../db/lookups';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedLookups } from './lookups';
import { BENCH_EMAIL, generateScaleData, SCALE_TABLES, type ScaleResult } from './scale';

const NOW = new Date('2025-10-15T10:00:00Z');
let database: Database;
let result: ScaleResult;
let personsBefore = 0;

const count = async (text: string, params?: unknown[]) =>
  Number((await database.query<{ n: number }>(text, params)).rows[0]?.n ?? 0);

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedLookups(database.db);
  // It adds to a database that already holds the demo data.
  await seedDemoData({ database, now: NOW });
  personsBefore = await count('select count(*)::int as n from persons');
  result = await generateScaleData(database, { persons: 2000, now: NOW });
}, 300_000);

afterAll(async () => {
  await database?.close();
});

describe('scale generator', () => {
  it('creates the requested number of persons, with children linked to adult guardians', async () => {
    expect(result.persons).toBe(2000);
    expect(await count('select count(*)::int as n from persons')).toBe(personsBefore + 2000);
    const orphans = await count(
      `select count(*)::int as n from persons c left join persons p on p.id = c.parent_id
       where c.parent_id is not null and (p.id is null or p.parent_id is not null or p.dob > c.dob - interval '18 years')`,
    );
    expect(orphans).toBe(0);
    const children = await count(`select count(*)::int as n from persons where parent_id is not null and coalesce(email, '') not like '%@demo.test' and first_name is not null and id not in (select c.id from persons c join accounts a on a.person_id = c.parent_id)`);
    expect(children).toBeGreaterThanOrEqual(390);
  });

  it('makes at least 50 organisations with about 8 teams each and 1 to 3 variations', async () => {
    expect(result.organisations).toBe(50);
    expect(result.teamParents / result.organisations).toBeGreaterThan(5);
    expect(result.teamChildren).toBeGreaterThanOrEqual(result.teamParents);
    const perParent = await database.query<{ max: number; min: number }>(
      `select max(c)::int as max, min(c)::int as min from (select count(*) as c from team_children group by team_parent_id) x`,
    );
    expect(perParent.rows[0]).toEqual({ min: 1, max: 3 });
  });

  it('gives about 60% of the new persons a playing role on a team of their age grade', async () => {
    expect(result.playingRoles / 2000).toBeGreaterThan(0.45);
    expect(result.playingRoles / 2000).toBeLessThan(0.75);
    const misfits = await count(
      `select count(*)::int as n from person_organisation_roles r
       join persons p on p.id = r.person_id
       join team_children tc on tc.id = r.team_child_id join team_parents tp on tp.id = tc.team_parent_id
       join team_templates tt on tt.id = tp.team_template_id
       where r.role_id = $1 and r.active_to is null and tt.sex_id is not null and tt.sex_id <> p.sex_id`,
      [ROLE_IDS.player],
    );
    expect(misfits).toBe(0);
  });

  it('creates a bench account that signs in and runs the largest organisation', async () => {
    const { rows } = await database.query<{ person_id: number; password_hash: string }>(
      'select person_id, password_hash from accounts where email = $1',
      [BENCH_EMAIL],
    );
    expect(Number(rows[0]?.person_id)).toBe(result.benchPersonId);
    expect(await verify(rows[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    const secretary = await count(
      'select count(*)::int as n from person_organisation_roles where person_id = $1 and organisation_id = $2 and role_id = $3',
      [result.benchPersonId, result.largestOrganisationId, ROLE_IDS.clubSecretary],
    );
    expect(secretary).toBe(1);
    expect(result.largestOrganisationName.length).toBeGreaterThan(0);
  });

  it('adds applications with history, volunteer registrations and DBS records', async () => {
    expect(await count('select count(*)::int as n from player_applications')).toBeGreaterThan(100);
    expect(
      await count(
        `select count(*)::int as n from player_applications a
         where not exists (select 1 from player_application_status_changes c where c.application_id = a.id)`,
      ),
    ).toBe(0);
    expect(await count('select count(*)::int as n from volunteer_registrations')).toBeGreaterThan(20);
    expect(await count('select count(*)::int as n from dbs_records')).toBeGreaterThan(50);
  });

  it('leaves fresh planner statistics on every table it wrote, so the first searches are planned as later ones', async () => {
    // reltuples is what ANALYZE last counted (every row, at this size); rows written after it are not in it.
    const analysed = await database.query<{ table: string; reltuples: number }>(
      `select relname as table, reltuples::int as reltuples from pg_class
       where relname = any($1::text[]) and relkind = 'r' and relnamespace = 'public'::regnamespace`,
      [SCALE_TABLES],
    );
    expect(analysed.rows.map((row) => row.table).sort()).toEqual([...SCALE_TABLES].sort());
    for (const table of SCALE_TABLES) {
      const reltuples = analysed.rows.find((row) => row.table === table)?.reltuples;
      expect(reltuples, table).toBe(await count(`select count(*)::int as n from ${table}`));
    }
    expect(await count(`select reltuples::int as n from pg_class where relname = 'persons' and relkind = 'r'`)).toBeGreaterThan(2000);
    // Column statistics too: the planner knows how many distinct surnames there are.
    const surnames = await database.query<{ n_distinct: number }>(
      `select n_distinct from pg_stats where schemaname = 'public' and tablename = 'persons' and attname = 'last_name'`,
    );
    expect(surnames.rows[0]?.n_distinct).toBeDefined();
  });

  it('can run again on the same database', async () => {
    const again = await generateScaleData(database, { persons: 300, now: NOW });
    expect(again.persons).toBe(300);
    expect(again.benchPersonId).toBe(result.benchPersonId);
  }, 300_000);
});
