/**
 * Server-side web sessions. The cookie carries a random id; the table keeps only its SHA-256, so a
 * database leak does not leak live sessions. Sessions expire when idle and can be revoked.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webSessions } from '../db/schema';

export const SESSION_COOKIE = 'mywru_session';

/** How often a session's idle expiry is moved forward. */
const TOUCH_INTERVAL_MS = 60_000;

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface NewSession {
  personId: number;
  sub: string;
  name: string | null;
  email: string | null;
  idToken: string | null;
}

export function createSessionStore(db: Db, idleMinutes: number, clock: () => Date) {
  const idleMs = idleMinutes * 60_000;
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
     * most once a minute per session, so a busy page costs reads, not a write per request.
     */
    async touch(id: string) {
      const row = await this.get(id);
      if (!row) return null;
      const now = clock();
      if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return row;
      const [touched] = await db
        .update(webSessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs) })
        .where(and(eq(webSessions.idHash, row.idHash), isNull(webSessions.revokedAt)))
        .returning();
      return touched ?? null;
    },
    /** The live session for a cookie value, without sliding its expiry. */
    async get(id: string) {
      const [row] = await db
        .select()
        .from(webSessions)
        .where(
          and(eq(webSessions.idHash, hashId(id)), isNull(webSessions.revokedAt), gt(webSessions.expiresAt, clock())),
        )
        .limit(1);
      return row ?? null;
    },
    async revoke(id: string) {
      const [row] = await db
        .update(webSessions)
        .set({ revokedAt: clock() })
        .where(and(eq(webSessions.idHash, hashId(id)), isNull(webSessions.revokedAt)))
        .returning();
      return row ?? null;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
