/**
 * Counters for rate limits that must hold across processes: failed sign-ins per address, per
 * account and address and per account, sign-ups per address, password-reset requests per e-mail and
 * per address. A counter is a row of `oidc_payloads` with its own type and a window expiry; it
 * restarts when the window has passed. A delay counter (`DelayRule`) also holds the moment before
 * which its key may not try again, and its window slides: it lapses a window after the last failure.
 *
 * "Address" is the client's network address as Fastify reads it (`request.ip`, see TRUST_PROXY).
 * The numbers are set here, in LIMITS, SIGN_IN_DELAY and SIGN_IN_ALERT_AFTER, and listed in the identity README.
 */
import type { Database } from '../../db/client';

const TYPE = 'mywru:AttemptCounter';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  /** Failed sign-ins from one address, whatever the accounts (stops password spraying). */
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** Failed sign-ins for one account from one address (the owner elsewhere is not affected). */
  signInPerEmailAndIp: { max: 5, windowSeconds: 15 * 60 },
  /** At most one e-mail per account in this window telling its owner of failed sign-ins. */
  signInAlertPerEmail: { max: 1, windowSeconds: 60 * 60 },
  /** Accounts created from one address. */
  signUpPerIp: { max: 20, windowSeconds: 60 * 60 },
  /** Sign-ups from one address that hit an e-mail already in use (stops probing for accounts). */
  signUpTakenPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { max: 3, windowSeconds: 60 * 60 },
  resetPerIp: { max: 10, windowSeconds: 60 * 60 },
  emailChangePerAccount: { max: 5, windowSeconds: 60 * 60 },
  emailChangePerIp: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export interface DelayRule {
  /** Failures within the window before the first delay. */
  after: number;
  firstSeconds: number;
  /** The delay doubles with each further failure up to this. */
  maxSeconds: number;
  /** The count lapses this long after the last failure. */
  windowSeconds: number;
}

/** Per account, from anywhere: 1 s after the 10th failure, then 2, 4, 8 … up to 60 s. */
export const SIGN_IN_DELAY: DelayRule = { after: 10, firstSeconds: 1, maxSeconds: 60, windowSeconds: 60 * 60 };

/** Failed sign-ins for one account, from anywhere, in its delay window, at which its owner is told by e-mail. */
export const SIGN_IN_ALERT_AFTER = 5;

/** The delay a rule imposes after `failures` failures, in milliseconds. */
export function delayAfter(rule: DelayRule, failures: number): number {
  if (failures < rule.after) return 0;
  return Math.min(rule.firstSeconds * 2 ** (failures - rule.after), rule.maxSeconds) * 1000;
}

const secondsUntil = (ms: number, now: Date) => Math.max(0, Math.ceil((ms - now.getTime()) / 1000));

export function createAttemptCounter(database: Database, clock: () => Date) {
  interface Row {
    count: number;
    until: string | null;
    expiresMs: string;
  }
  async function read(key: string): Promise<Row | null> {
    const { rows } = await database.query<Row>(
      `select (payload->>'count')::int as count, payload->>'until' as until,
              (extract(epoch from expires_at) * 1000)::bigint::text as "expiresMs"
         from oidc_payloads where id = $1 and type = $2 and expires_at > $3`,
      [key, TYPE, clock().toISOString()],
    );
    return rows[0] ?? null;
  }

  /** Adds one to the count, restarting an expired window; a sliding window restarts at each hit. */
  async function increment(key: string, windowSeconds: number, sliding: boolean): Promise<number> {
    const now = clock();
    const expires = new Date(now.getTime() + windowSeconds * 1000);
    const { rows } = await database.query<{ count: number }>(
      `insert into oidc_payloads (id, type, payload, expires_at) values ($1, $2, '{"count":1}'::jsonb, $4)
       on conflict (id, type) do update set
         payload = case when oidc_payloads.expires_at <= $3 then '{"count":1}'::jsonb
                        else oidc_payloads.payload || jsonb_build_object('count', (oidc_payloads.payload->>'count')::int + 1) end,
         expires_at = case when oidc_payloads.expires_at <= $3 or $5 then excluded.expires_at else oidc_payloads.expires_at end
       returning (payload->>'count')::int as count`,
      [key, TYPE, now.toISOString(), expires.toISOString(), sliding],
    );
    return rows[0]?.count ?? 1;
  }

  return {
    /** How many attempts the key has made in its current window. */
    async count(key: string): Promise<number> {
      return (await read(key))?.count ?? 0;
    },
    /** Records one attempt and answers the count in the window, this one included. */
    hit(key: string, limit: Limit): Promise<number> {
      return increment(key, limit.windowSeconds, false);
    },
    async isOver(key: string, limit: Limit): Promise<boolean> {
      return (await this.count(key)) >= limit.max;
    },
    /** Seconds until the key's window ends when it is at or over the limit, else 0. */
    async secondsOver(key: string, limit: Limit): Promise<number> {
      const row = await read(key);
      return row && row.count >= limit.max ? Math.max(1, secondsUntil(Number(row.expiresMs), clock())) : 0;
    },
    /** Takes back one attempt counted ahead of its outcome (it turned out not to be a failure). */
    async release(key: string): Promise<void> {
      await database.query(
        `update oidc_payloads set payload = jsonb_build_object('count', greatest((payload->>'count')::int - 1, 0))
          where id = $1 and type = $2 and expires_at > $3`,
        [key, TYPE, clock().toISOString()],
      );
    },
    async reset(key: string): Promise<void> {
      await database.query(`delete from oidc_payloads where id = $1 and type = $2`, [key, TYPE]);
    },
    /** Forgets every counter whose key starts with the prefix. */
    async resetStartingWith(prefix: string): Promise<void> {
      await database.query(`delete from oidc_payloads where type = $2 and left(id, length($1)) = $1`, [prefix, TYPE]);
    },

    /**
     * Asks a delay counter for a try: answers 0 when the key may try now, else the seconds to wait.
     * Once the delay has begun, each try takes the one slot until the next delay (compare-and-set),
     * so tries sent together, from however many addresses, are not checked together. A refused try
     * changes nothing: it cannot make the wait longer.
     */
    async enter(key: string, rule: DelayRule): Promise<number> {
      const now = clock();
      for (let round = 0; round < 3; round += 1) {
        const row = await read(key);
        if (!row || row.count < rule.after) return 0;
        const until = Number(row.until ?? 0);
        if (until > now.getTime()) return secondsUntil(until, now);
        const { rows } = await database.query(
          `update oidc_payloads set payload = payload || jsonb_build_object('until', $4::text)
            where id = $1 and type = $2 and expires_at > $3 and coalesce(payload->>'until', '0') = $5 returning id`,
          [key, TYPE, now.toISOString(), String(now.getTime() + delayAfter(rule, row.count)), row.until ?? '0'],
        );
        if (rows.length) return 0;
      }
      const row = await read(key);
      return Math.max(1, secondsUntil(Number(row?.until ?? 0), now));
    },
    /** Records a failure on a delay counter; answers the failures in its window, this one included. */
    async fail(key: string, rule: DelayRule): Promise<number> {
      const now = clock();
      const count = await increment(key, rule.windowSeconds, true);
      const delay = delayAfter(rule, count);
      if (delay > 0) {
        await database.query(
          `update oidc_payloads set payload = payload || jsonb_build_object('until',
             greatest(coalesce((payload->>'until')::bigint, 0), $3::bigint)::text)
            where id = $1 and type = $2`,
          [key, TYPE, String(now.getTime() + delay)],
        );
      }
      return count;
    },
  };
}
export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
