/**
 * One database handle for the whole app: PGlite in DATA_DIR by default, a real PostgreSQL server
 * when DATABASE_URL is set. Both speak the same SQL and run the same numbered migrations, and the
 * app reaches both the same way: drizzle over a node-postgres pool.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import { listenForNotifications, type Listener, type NotificationHandlers } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A handle that is either the database or a transaction on it: use cases accept both. */
export type DbOrTx = Db | Tx;

const preparedStatements = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement built and prepared once per database handle under `name` (decision 009): `prepare`
 * runs the first time a handle asks for the name, and its prepared statement is answered after.
 * Each pooled connection (on PostgreSQL; PGlite's one session, decision 037) then parses and plans it
 * once and binds the values per run.
 * A name stands for one statement: `prepare` must build the same SQL every time it is given it.
 */
export function preparedOnce<Prepared>(db: DbOrTx, name: string, prepare: (name: string) => Prepared): Prepared {
  let statements = preparedStatements.get(db);
  if (!statements) {
    statements = new Map();
    preparedStatements.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, prepare(name));
  return statements.get(name) as Prepared;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a plain SQL statement with positional parameters; for libraries that bring their own SQL. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs SQL that may hold several statements and no parameters (a library's set-up script); answers the last one's rows. */
  script<T = Record<string, unknown>>(text: string): Promise<{ rows: T[] }>;
  migrate(): Promise<void>;
  /** PGlite only: the data folder as an uncompressed tarball, which `loadDataDir` opens again (tests copy one migrated database). */
  dumpDataDir?(): Promise<Blob>;
  ping(): Promise<void>;
  /** Closes every connection; called again (a second shutdown signal, say), it waits for the first close. */
  close(): Promise<void>;
  /**
   * PostgreSQL only: hears a channel's `pg_notify` notices over a connection of its own, so
   * several servers on one database can tell each other things (db/notifications.ts).
   */
  listen?(channel: string, handlers: NotificationHandlers): Listener & { started: Promise<void> };
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Every connection's setting for the app's prepared statements (`preparedOnce`): planned once, without
 * their values, and that plan kept (decision 009). Left to choose, PostgreSQL went on planning the
 * person read and Search People afresh with their values on many runs. Statements sent unnamed are
 * planned with their values as before.
 */
const PLAN_ONCE = 'plan_cache_mode=force_generic_plan';

/** The advisory lock key several servers take in turn to migrate one PostgreSQL database. */
const MIGRATION_LOCK = 720_417_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  logger?: Logger;
  /** Pool size for a real server. */
  maxConnections?: number;
  /** PGlite only: start from this data folder (a `dumpDataDir` tarball) instead of a new, empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      options: `-c ${PLAN_ONCE}`,
    });
    // An idle client losing its connection (a database restart) must not crash the process:
    // the pool drops it and the next query opens a new one.
    pool.on('error', (err) => options.logger?.error({ err }, 'database connection lost; the pool will reconnect'));
    return {
      ...overPool(pool),
      kind: 'postgres',
      close: once(() => pool.end()),
      listen: (channel, handlers) => listenForNotifications(databaseUrl, channel, handlers, options.logger),
    };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  const dir = inMemory ? options.dataDir : path.join(options.dataDir, 'pgdata');
  if (!inMemory) fs.mkdirSync(dir, { recursive: true });
  // pg_trgm backs the name search of Search People (migration 0002 creates the extension); btree_gin
  // lets its search table's GIN index hold the organisation beside the trigrams (migration 0011).
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, btree_gin },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // The app speaks to PGlite through node-postgres, as it speaks to a PostgreSQL server (decision
  // 037): PGlite's own adapter is the one connection of a pool of one, so statements and
  // transactions take turns on PGlite's one session, and a prepared statement is parsed and planned
  // once and then only bound and run, as on a server (PGlite's own query parses and plans each time).
  // The pool never closes its idle client: its connection is PGlite's one session, prepared statements and all.
  const pool = new pg.Pool({
    connection: new PgliteConnection({ pglite: client }),
    max: 1,
    idleTimeoutMillis: 0,
  } as pg.PoolConfig);
  // As on PostgreSQL, a failure of the idle connection is logged rather than crashing the process.
  pool.on('error', (err) => options.logger?.error({ err }, 'the embedded database connection failed'));
  // PGlite's connection takes no start-up settings; its one session keeps this one.
  await pool.query(`set ${PLAN_ONCE}`);
  return {
    ...overPool(pool),
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('none'),
    close: once(async () => {
      await pool.end();
      await client.close();
    }),
  };
}

/** A close that runs once: a node-postgres pool refuses to end twice. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** What both databases do the same way, through a node-postgres pool. */
function overPool(pool: pg.Pool): Pick<Database, 'db' | 'query' | 'script' | 'migrate' | 'ping'> {
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await pool.query(text, params as unknown[]);
      return { rows: result.rows as T[] };
    },
    script: async <T>(text: string) => {
      // node-postgres sends a query without parameters as one simple-protocol message; with several
      // statements it answers an array of results.
      const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as T[] };
    },
    // Servers starting together on one PostgreSQL database take turns (an advisory lock held by the
    // migrating connection): the first applies what is new, the others then find nothing to do.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
  };
}

/**
 * PGlite's node-postgres connection, mended in one place: node-postgres hands a statement's
 * `types` to `parse` as given, and drizzle gives an object of type parsers there (node-postgres's
 * own writer reads it as no parameter types); PGlite's writer expects a list and fails on the
 * object. A statement's parameter types are left to PostgreSQL either way.
 */
class PgliteConnection extends PglitePgConnection {
  override parse(query: { types?: unknown }): void {
    super.parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  }
}
