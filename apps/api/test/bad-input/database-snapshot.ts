/**
 * What the database holds, as one fingerprint per table read in one SQL statement: the number of
 * rows and the sum of a 64-bit hash of each row's text. The sum does not depend on the order rows
 * are read in, so no sort is needed; any inserted, deleted or changed row changes it. The
 * bad-input test compares it before and after each request.
 */
import { AUDIT_READ_ACTIONS } from '@mywru/shared';
import type { Database } from '../../src/db/client';

/** Table name → fingerprint of its rows. */
export type Snapshot = Record<string, string>;

/**
 * What may change on a request that is refused or only reads, and nothing more:
 * - the audit log's read rows ('dbs.read', 'child-record.read'): reading someone else's DBS or
 *   child record is audited, whatever the request's other parameters were; and the export of the
 *   audit log ('audit-log.exported'), which is audited with its filters before it is streamed;
 * - a session's last-seen time and the idle expiry moved with it: any signed-in request touches them;
 * - the identity's attempt counters (rows of oidc_payloads typed 'mywru:AttemptCounter', from the
 *   sign-in throttling): a refused attempt, such as a wrong current password, is what they count.
 * The per-client request rate limit lives in the server's memory, not in the database.
 */
const READ_ACTIONS = [...Object.values(AUDIT_READ_ACTIONS), 'audit-log.exported']
  .map((action) => `'${action}'`)
  .join(', ');
const ROWS: Record<string, string> = {
  audit_log: `select t::text as row from audit_log t where t.action not in (${READ_ACTIONS})`,
  web_sessions: `select (to_jsonb(t) - 'last_seen_at' - 'expires_at')::text as row from web_sessions t`,
  oidc_payloads: `select t::text as row from oidc_payloads t where t.type <> 'mywru:AttemptCounter'`,
};

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface DatabaseReader {
  /** The snapshot of every table the app's migrations made (in schema public). */
  snapshot(): Promise<Snapshot>;
  /** The tables with a row whose text holds `marker`. */
  tablesHolding(marker: string): Promise<string[]>;
}

export async function databaseReader(database: Database): Promise<DatabaseReader> {
  const { rows: tables } = await database.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  if (tables.length === 0) throw new Error('no tables to snapshot');
  const snapshotStatement = tables
    .map(({ name }) => {
      const rows = ROWS[name] ?? `select t::text as row from ${quoted(name)} t`;
      return `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(r.row, 0)), 0) as hash from (${rows}) r`;
    })
    .join('\nunion all\n');
  const holdingStatement = tables
    .map(
      ({ name }) =>
        `select '${name}' as name where exists (select 1 from ${quoted(name)} t where to_jsonb(t)::text like $1)`,
    )
    .join('\nunion all\n');
  return {
    async snapshot() {
      const { rows } = await database.query<{ name: string; hash: string }>(snapshotStatement);
      return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
    },
    async tablesHolding(marker) {
      if (/[%_\\]/.test(marker)) throw new Error(`a marker with a LIKE wildcard: ${marker}`);
      const { rows } = await database.query<{ name: string }>(holdingStatement, [`%${marker}%`]);
      return rows.map((row) => row.name);
    },
  };
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
