/**
 * Server-side web sessions. The cookie carries a random id; the table keeps only its SHA-256, so a
 * database leak does not leak live sessions. Sessions expire when idle and can be revoked.
 *
 * Each server keeps the sessions it has just checked in memory for a few seconds
 * (SESSION_CACHE_MS), so a signed-in read costs no round trip for its session: the read itself is
 * the request's only query. The bound on a revocation:
 * - a sign-out (`revoke`) on this server, and `forgetSessionsOf` (a password reset, a confirmed new
 *   sign-in e-mail: every server in this process), take effect on the next request;
 * - a revocation written by another server on the same database (or by hand in SQL) takes effect
 *   here within SESSION_CACHE_MS.
 * The session holds who the caller is, never what they may do: roles and permissions are read on
 * every request, so a role granted or ended applies to the next request whatever the cache holds.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webSessions } from '../db/schema';

export const SESSION_COOKIE = 'mywru_session';

/** How often a session's idle expiry is moved forward. */
const TOUCH_INTERVAL_MS = 60_000;

/** How long a checked session is trusted without asking the database again: the revocation bound across servers. */
export const SESSION_CACHE_MS = 5_000;

/**
 * After a person's sessions are ended, their sessions are not cached for this long, so a request
 * that read the session while the ending transaction was still open cannot keep it alive.
 */
const FORGET_WINDOW_MS = 30_000;

/** Sessions kept in memory at most (the oldest are dropped first). */
const CACHE_LIMIT = 10_000;

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

type SessionRow = typeof webSessions.$inferSelect;

interface CachedSession {
  row: SessionRow;
  /** When it was read (monotonic milliseconds). */
  checkedAt: number;
}

/** Every session cache of this process, so ending a person's sessions reaches all of them. */
const caches = new Set<WeakRef<SessionCache>>();
/** Person id -> until when (monotonic) their sessions are not cached. */
const forgotten = new Map<number, number>();

const monotonic = () => performance.now();

class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  get(idHash: string): SessionRow | null {
    const entry = this.entries.get(idHash);
    if (!entry) return null;
    if (monotonic() - entry.checkedAt >= SESSION_CACHE_MS || isForgotten(entry.row.personId)) {
      this.entries.delete(idHash);
      return null;
    }
    return entry.row;
  }

  set(row: SessionRow): void {
    if (isForgotten(row.personId)) return;
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

  deletePerson(personId: number): void {
    for (const [idHash, entry] of this.entries) if (entry.row.personId === personId) this.entries.delete(idHash);
  }
}

function isForgotten(personId: number): boolean {
  const until = forgotten.get(personId);
  if (until === undefined) return false;
  if (monotonic() < until) return true;
  forgotten.delete(personId);
  return false;
}

/**
 * Drops every cached session of the person in this process and stops caching them for a while;
 * called wherever their sessions are ended in the database (decision: the session check is cached).
 */
export function forgetSessionsOf(personId: number): void {
  forgotten.set(personId, monotonic() + FORGET_WINDOW_MS);
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.deletePerson(personId);
    else caches.delete(ref);
  }
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
    const [row] = await db
      .select()
      .from(webSessions)
      .where(and(eq(webSessions.idHash, idHash), isNull(webSessions.revokedAt), gt(webSessions.expiresAt, clock())))
      .limit(1);
    if (!row) return null;
    cache.set(row);
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
        cache.set(touched);
        return touched;
      }
      cache.delete(idHash);
      return read(idHash);
    },
    /** The live session for a cookie value, without sliding its expiry. */
    async get(id: string) {
      return live(hashId(id));
    },
    async revoke(id: string) {
      const idHash = hashId(id);
      cache.delete(idHash);
      const [row] = await db
        .update(webSessions)
        .set({ revokedAt: clock() })
        .where(and(eq(webSessions.idHash, idHash), isNull(webSessions.revokedAt)))
        .returning();
      cache.delete(idHash);
      return row ?? null;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
