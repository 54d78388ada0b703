/**
 * Counters for rate limits that must hold across processes: failed sign-ins per e-mail and per
 * IP, password-reset requests per e-mail and per IP. A counter is a row of `oidc_payloads` with its
 * own type and a window expiry; it restarts when the window has passed.
 */
import type { Database } from '../db/client';

const TYPE = 'mywru:AttemptCounter';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  signInPerEmail: { max: 5, windowSeconds: 15 * 60 },
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  resetPerEmail: { max: 3, windowSeconds: 60 * 60 },
  resetPerIp: { max: 10, windowSeconds: 60 * 60 },
  emailChangePerAccount: { max: 5, windowSeconds: 60 * 60 },
  emailChangePerIp: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export function createAttemptCounter(database: Database, clock: () => Date) {
  return {
    /** How many attempts the key has made in its current window. */
    async count(key: string): Promise<number> {
      const { rows } = await database.query<{ count: number }>(
        `select (payload->>'count')::int as count from oidc_payloads where id = $1 and type = $2 and expires_at > $3`,
        [key, TYPE, clock().toISOString()],
      );
      return rows[0]?.count ?? 0;
    },
    /** Records one attempt and answers the count in the window, this one included. */
    async hit(key: string, limit: Limit): Promise<number> {
      const now = clock();
      const expires = new Date(now.getTime() + limit.windowSeconds * 1000);
      const { rows } = await database.query<{ count: number }>(
        `insert into oidc_payloads (id, type, payload, expires_at) values ($1, $2, '{"count":1}'::jsonb, $4)
         on conflict (id, type) do update set
           payload = case when oidc_payloads.expires_at <= $3 then '{"count":1}'::jsonb
                          else jsonb_build_object('count', (oidc_payloads.payload->>'count')::int + 1) end,
           expires_at = case when oidc_payloads.expires_at <= $3 then excluded.expires_at else oidc_payloads.expires_at end
         returning (payload->>'count')::int as count`,
        [key, TYPE, now.toISOString(), expires.toISOString()],
      );
      return rows[0]?.count ?? 1;
    },
    async isOver(key: string, limit: Limit): Promise<boolean> {
      return (await this.count(key)) >= limit.max;
    },
    async reset(key: string): Promise<void> {
      await database.query(`delete from oidc_payloads where id = $1 and type = $2`, [key, TYPE]);
    },
  };
}
export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
