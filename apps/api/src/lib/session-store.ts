/**
 * Server-side web sessions. The cookie carries a random id; the table keeps only its SHA-256, so a
 * database leak does not leak live sessions. Sessions expire when idle and can be revoked.
 *
 * Each server keeps the sessions it has just checked in memory for a few seconds
 * (SESSION_CACHE_MS), so a signed-in read costs no round trip for its session: the read itself is
 * the request's only query. Only live sessions are kept (an unknown, ended or expired one is asked
 * of the database every time), and a session ended anywhere is not trusted from memory again
 * (decision 032):
 * - a sign-out (`revoke`) and the end of a person's sign-ins (`forgetSessionsOf`: a password reset,
 *   a confirmed new sign-in e-mail) are announced with `pg_notify` on SESSIONS_ENDED_CHANNEL before
 *   the session rows are ended; every server on the same PostgreSQL hears it and drops the sessions
 *   from memory, and does not keep them again for FORGET_WINDOW_MS;
 * - a server trusts sessions from memory only while it is listening on that channel: before its
 *   listening connection is up, and from the moment it drops until it is back, every request asks
 *   the database. On the embedded database there is one server, and it forgets in its own memory.
 * SESSION_CACHE_MS remains the bound for a session ended by hand in SQL, without a notice.
 * The session holds who the caller is, never what they may do: roles and permissions are read on
 * every request, so a role granted or ended applies to the next request whatever the cache holds.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../db/client';
import type { Listener } from '../db/notifications';
import { webSessions } from '../db/schema';

export const SESSION_COOKIE = 'mywru_session';

/** The channel on which servers sharing a database announce the sessions they end. */
export const SESSIONS_ENDED_CHANNEL = 'mywru_sessions_ended';

/** How often a session's idle expiry is moved forward. */
const TOUCH_INTERVAL_MS = 60_000;

/** How long a checked session is trusted without asking the database again, when no notice says it ended. */
export const SESSION_CACHE_MS = 5_000;

/**
 * After a session (or a person's sessions) is ended, it is not kept in memory for this long, so a
 * request that read it while the ending was not yet committed cannot keep it alive.
 */
const FORGET_WINDOW_MS = 30_000;

/** Sessions kept in memory at most (the oldest are dropped first). */
const CACHE_LIMIT = 10_000;

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** The notice for one ended session, and for all of a person's. */
const sessionNotice = (idHash: string) => `s:${idHash}`;
const personNotice = (personId: number) => `p:${personId}`;

type SessionRow = typeof webSessions.$inferSelect;

interface CachedSession {
  row: SessionRow;
  /** When it was read (monotonic milliseconds). */
  checkedAt: number;
}

/** Every session cache of this process, so ending a person's sessions reaches all of them. */
const caches = new Set<WeakRef<SessionCache>>();

const monotonic = () => performance.now();

class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Notice (`s:<id hash>`, `p:<person id>`) -> until when (monotonic) those sessions are not kept. */
  private readonly forgotten = new Map<string, number>();
  /** Whether sessions may be kept at all: always on the embedded database, while listening on PostgreSQL. */
  private enabled = true;
  /** Moves whenever `enabled` changes, so a read begun before is not kept after. */
  generation = 0;

  get(idHash: string): SessionRow | null {
    const entry = this.entries.get(idHash);
    if (!entry) return null;
    if (monotonic() - entry.checkedAt >= SESSION_CACHE_MS || this.isForgotten(entry.row)) {
      this.entries.delete(idHash);
      return null;
    }
    return entry.row;
  }

  /** Keeps a session read from the database, unless something changed since the read began. */
  set(row: SessionRow, generation: number): void {
    if (!this.enabled || generation !== this.generation || this.isForgotten(row)) return;
    this.entries.delete(row.idHash);
    this.entries.set(row.idHash, { row, checkedAt: monotonic() });
    if (this.entries.size > CACHE_LIMIT) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(idHash: string): void {
    this.entries.delete(idHash);
  }

  /** Drops the sessions a notice names and keeps them out for FORGET_WINDOW_MS. */
  forget(notice: string): void {
    const now = monotonic();
    if (this.forgotten.size > CACHE_LIMIT) {
      for (const [key, until] of this.forgotten) if (until <= now) this.forgotten.delete(key);
    }
    this.forgotten.set(notice, now + FORGET_WINDOW_MS);
    if (notice.startsWith('s:')) this.entries.delete(notice.slice(2));
    else
      for (const [idHash, entry] of this.entries)
        if (personNotice(entry.row.personId) === notice) this.entries.delete(idHash);
  }

  /** Turns keeping sessions on or off; either way what is kept goes, since notices may have been missed. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.generation += 1;
    this.entries.clear();
  }

  private isForgotten(row: SessionRow): boolean {
    return this.within(sessionNotice(row.idHash)) || this.within(personNotice(row.personId));
  }

  private within(notice: string): boolean {
    const until = this.forgotten.get(notice);
    if (until === undefined) return false;
    if (monotonic() < until) return true;
    this.forgotten.delete(notice);
    return false;
  }
}

/** Tells the servers on this database (this one too, once it commits) that sessions ended. */
async function announce(db: DbOrTx, notice: string): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${notice})`);
}

/**
 * Drops every cached session of the person in this process at once, and announces it to the other
 * servers on the database (in the caller's transaction, when there is one: the notice goes out when
 * it commits); called wherever their sessions are ended in the database.
 */
export async function forgetSessionsOf(db: DbOrTx, personId: number): Promise<void> {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.forget(personNotice(personId));
    else caches.delete(ref);
  }
  await announce(db, personNotice(personId));
}

export interface NewSession {
  personId: number;
  sub: string;
  name: string | null;
  email: string | null;
  idToken: string | null;
}

export function createSessionStore(db: Db, idleMinutes: number, clock: () => Date) {
  const idleMs = idleMinutes * 60_000;
  const cache = new SessionCache();
  caches.add(new WeakRef(cache));

  /** The live session from the database, cached. */
  async function read(idHash: string): Promise<SessionRow | null> {
    const generation = cache.generation;
    const [row] = await db
      .select()
      .from(webSessions)
      .where(and(eq(webSessions.idHash, idHash), isNull(webSessions.revokedAt), gt(webSessions.expiresAt, clock())))
      .limit(1);
    if (!row) return null;
    cache.set(row, generation);
    return row;
  }

  /** The live session: the cached one while fresh and not expired, else the database's. */
  async function live(idHash: string): Promise<SessionRow | null> {
    const cached = cache.get(idHash);
    if (cached && cached.expiresAt.getTime() > clock().getTime()) return cached;
    if (cached) cache.delete(idHash);
    return read(idHash);
  }

  return {
    async create(session: NewSession): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      const now = clock();
      await db.insert(webSessions).values({
        idHash: hashId(id),
        ...session,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + idleMs),
      });
      return id;
    },
    /**
     * The live session for a cookie value, sliding its idle expiry forward. The expiry is written at
     * most once a minute per session, so a busy page costs reads, not a write per request; and the
     * read is served from memory for SESSION_CACHE_MS after it was last checked.
     */
    async touch(id: string) {
      const idHash = hashId(id);
      const row = await live(idHash);
      if (!row) return null;
      const now = clock();
      if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return row;
      const generation = cache.generation;
      const [touched] = await db
        .update(webSessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs) })
        .where(
          and(
            eq(webSessions.idHash, idHash),
            isNull(webSessions.revokedAt),
            // Not again when it was touched since it was read (by another request or server).
            lte(webSessions.lastSeenAt, new Date(now.getTime() - TOUCH_INTERVAL_MS)),
          ),
        )
        .returning();
      if (touched) {
        cache.set(touched, generation);
        return touched;
      }
      cache.delete(idHash);
      return read(idHash);
    },
    /** The live session for a cookie value, without sliding its expiry. */
    async get(id: string) {
      return live(hashId(id));
    },
    /**
     * Ends a session (sign-out). It is announced first: the other servers stop trusting it from
     * memory before it is ended, and a read racing the update finds it live or ended in the database.
     */
    async revoke(id: string) {
      const idHash = hashId(id);
      cache.forget(sessionNotice(idHash));
      await announce(db, sessionNotice(idHash));
      const [row] = await db
        .update(webSessions)
        .set({ revokedAt: clock() })
        .where(and(eq(webSessions.idHash, idHash), isNull(webSessions.revokedAt)))
        .returning();
      return row ?? null;
    },
    /**
     * On PostgreSQL, where other servers may share the database: hears the sessions they end, and
     * trusts sessions from memory only while hearing. Nothing is kept until the listening connection
     * is up. On the embedded database (one server) there is nothing to hear; answers null.
     */
    hearEndingsElsewhere(database: Database): (Listener & { started: Promise<void> }) | null {
      if (!database.listen) return null;
      cache.setEnabled(false);
      return database.listen(SESSIONS_ENDED_CHANNEL, {
        notice: (notice) => cache.forget(notice),
        listening: (listening) => cache.setEnabled(listening),
      });
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
