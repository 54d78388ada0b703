/**
 * The one people search must stay on the trigram index of decision 009
 * (`persons_full_name_trgm_idx`): a name term that no longer matches the index's expression
 * exactly would scan every person, which at 100 000 persons is too slow for search-as-you-type.
 * This explains the very statement `searchPersons` sends (built by `peopleSearchQuery`), on
 * PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../src/db/client';
import { organisationPeopleSearch, persons } from '../../src/db/schema';
import { peopleSearchQuery, type PeopleSearch } from '../../src/domain/person/queries';
import { organisationPeopleSearchQuery } from '../../src/features/people/queries';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

// A few thousand persons, analysed, so the planner has statistics. On a test-sized table a
// sequential scan costs about as much as any index, so each plan is asked for with sequential scans
// priced out (`set local enable_seqscan = off`, inside a transaction so nothing else is affected):
// the planner then takes an index when one can serve the condition, and falls back to the scan only
// when none can, which is exactly the case this test must catch (a name condition spelt otherwise
// than the index's expression). At 100 000 persons the planner picks the index on its own (decision 009).
const PERSONS = 5_000;
const FIRST_NAMES = ['Rhys', 'Gareth', 'Sian', 'Cerys', 'Dafydd', 'Owain', 'Ffion', 'Gethin', 'Megan', 'Iwan'];
const LAST_NAMES = Array.from(
  { length: 40 },
  (_, i) => `${['Price', 'Jones', 'Evans', 'Williams', 'Davies'][i % 5]}${'abcdefgh'[Math.floor(i / 5)]}`,
);

let testDb: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDb = await openTestDatabase({ seedLookups: false });
  db = testDb.database.db;
  await db.execute(sql`
    insert into ${persons} (first_name, last_name, dob)
    select (${sql.raw(`array[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}]`)})[1 + i % ${FIRST_NAMES.length}],
           (${sql.raw(`array[${LAST_NAMES.map((n) => `'${n}'`).join(',')}]`)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           date '1970-01-01' + (i % 15000)
    from generate_series(1, ${PERSONS}) as i`);
  // The search table as the role triggers would fill it (the lookups, organisations and roles are
  // not needed for a plan): every person in one of 50 organisations, organisation 1 the largest.
  await db.execute(sql`
    insert into ${organisationPeopleSearch} (organisation_id, person_id, full_name, last_name, first_name, held, held_playing, held_volunteering)
    select case when id % 5 = 0 then 1 else 2 + id % 49 end, id,
      lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), lower(last_name), lower(first_name),
      held, case when id % 3 = 0 then held else '{}' end, case when id % 3 <> 0 then held else '{}' end
    from (select *, datemultirange(daterange(date '2020-01-01', case when id % 7 = 0 then date '2024-01-01' end, '[]')) as held
          from ${persons}) p`);
  await db.execute(sql`analyze ${persons}`);
  await db.execute(sql`analyze ${organisationPeopleSearch}`);
}, 120_000);

afterAll(async () => {
  await testDb?.drop();
});

/** The plan of the statement the search sends, as text, one line per node. */
async function planOf(options: PeopleSearch<{ id: typeof persons.id }>): Promise<string> {
  return explain(peopleSearchQuery(db, options).getSQL());
}

async function explain(statement: SQL): Promise<string> {
  return withoutSeqScans(async (tx) => planText(await tx.execute(sql`explain ${statement}`)));
}

/** Runs `explain` in a transaction where the planner avoids sequential scans, so a plan that needs one shows it. */
async function withoutSeqScans(explain: (tx: Tx) => Promise<string>): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return explain(tx);
  });
}

/** An EXPLAIN's answer as text, one line per node. */
function planText(result: unknown): string {
  return (result as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
}

/**
 * The plan Search People runs: its statement is prepared and planned once without its values
 * (`plan_cache_mode=force_generic_plan` on every connection, decision 009), so this prepares the
 * same text and explains that generic plan. The values are written into EXECUTE (the test's own).
 */
async function explainPrepared(options: Parameters<typeof organisationPeopleSearchQuery>[1]): Promise<string> {
  const { sql: text, params } = organisationPeopleSearchQuery(db, options).toSQL();
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  return withoutSeqScans(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_check as ${text}`));
    try {
      return planText(await tx.execute(sql.raw(`explain execute plan_check(${params.map(literal).join(', ')})`)));
    } finally {
      await tx.execute(sql`deallocate plan_check`);
    }
  });
}

const everyone = { columns: { id: persons.id }, limit: 20 } as const;

describe('the people search plan', () => {
  it('is made once per connection without the values: every connection has prepared statements planned so', async () => {
    const result = await db.execute(sql`show plan_cache_mode`);
    expect((result as { rows: Record<string, string>[] }).rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
  });

  it('seeded persons the search finds, so the plans below are of a real search', async () => {
    const rows = await peopleSearchQuery(db, { ...everyone, search: 'Rhys Pri' });
    expect(rows.length).toBeGreaterThan(0);
  });

  it('finds a name through the trigram index on the lower-cased full name, not by scanning persons', async () => {
    const plan = await planOf({ ...everyone, search: 'Rhys Pri' });
    expect(plan).toContain('persons_full_name_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on persons/);
  });

  it('uses the trigram index for a part of a name too, and for adults only (the union role candidates)', async () => {
    const plan = await planOf({ ...everyone, search: 'riceh', bornOnOrBefore: '2008-01-01' });
    expect(plan).toContain('persons_full_name_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on persons/);
  });

  it('finds a member id through the primary key', async () => {
    const plan = await planOf({ ...everyone, search: '12345' });
    expect(plan).toContain('persons_pkey');
    expect(plan).not.toMatch(/Seq Scan on persons/);
  });

  it.each([
    ['a name', 'jon', 'all'],
    ['a name among the volunteers', 'jon', 'volunteers'],
    ['a term of two letters', 'jo', 'all'],
    ['a member id', '1000042', 'all'],
    ['no term', null, 'all'],
  ] as const)(
    "Search People's one statement for %s reads the organisation's rows of its search table by index, with their roles, then the page's persons by primary key",
    async (_label, search, role) => {
      const plan = await explainPrepared({
        actorPersonId: 1,
        organisationId: 1,
        today: '2026-03-01',
        search,
        role,
        limit: 20,
        offset: 0,
      });
      // The organisation's rows of the search table through one of its indexes (decision 009), never
      // by scanning it, and never a walk of all persons (by name order, trigrams of the whole union or a scan).
      expect(plan).toMatch(
        /Index (Only )?Scan (using \w+ )?on organisation_people_search|Bitmap Heap Scan on organisation_people_search/,
      );
      expect(plan).not.toMatch(/Seq Scan on organisation_people_search/);
      expect(plan).toMatch(/persons_pkey/);
      expect(plan).not.toMatch(/persons_last_name_idx|persons_full_name_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan on persons/);
      // Who holds a role there on the day is asked of the search table's row, its held days
      // (migration 0013), and the page's roles come with the row (migration 0014): the only role rows
      // read are the searcher's own, once, for the access check (an InitPlan), whose answer gates the
      // scan of the search table (a One-Time Filter): for someone refused, no row of it is read.
      expect(plan).toMatch(role === 'volunteers' ? /held_volunteering @> / : /held @> /);
      expect(plan.match(/on person_organisation_roles/g)).toHaveLength(1);
      expect(plan).not.toMatch(/team_children|team_parents|SubPlan/);
      const lines = plan.split('\n');
      const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
      expect(at(/InitPlan/)).toBeGreaterThanOrEqual(0);
      expect(at(/InitPlan/)).toBeLessThan(at(/on person_organisation_roles/));
      // PostgreSQL 15 names the InitPlan's answer $0, 17 (PGlite) (InitPlan 1).col1.
      const gate = at(/One-Time Filter: (\$\d+|\(InitPlan \d+\))/);
      expect(gate).toBeGreaterThan(at(/on person_organisation_roles/));
      expect(gate).toBeLessThan(at(/on organisation_people_search/));
    },
  );

  it('finds a name term of three letters or more through the GIN index on (organisation, trigrams) of the search table', async () => {
    const plan = await explainPrepared({
      actorPersonId: 1,
      organisationId: 1,
      today: '2026-03-01',
      search: 'priceh',
      role: 'all',
      limit: 20,
      offset: 0,
    });
    expect(plan).toContain('organisation_people_search_name_idx');
    expect(plan).toMatch(/Index Cond: \(\(organisation_id = \$\d+\) AND \(full_name ~~ \$\d+\)\)/);
  });

  it.each(['jo', 'j o', 'o'])(
    "reads the organisation's rows in the page's order for %j, a term without three letters in a row, not the GIN index, which has no trigram of it to look up and would be read whole",
    async (search) => {
      const plan = await explainPrepared({
        actorPersonId: 1,
        organisationId: 1,
        today: '2026-03-01',
        search,
        role: 'all',
        limit: 20,
        offset: 0,
      });
      expect(plan).toContain('organisation_people_search_order_idx');
      expect(plan).not.toContain('organisation_people_search_name_idx');
    },
  );
});
