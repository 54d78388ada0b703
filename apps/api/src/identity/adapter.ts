/**
 * oidc-provider's storage over PostgreSQL: one row per model instance (sessions, interactions,
 * grants, codes, tokens, dynamically registered clients) in `oidc_payloads`, keyed by (id, type).
 * Expired rows are never returned; a background sweep is not needed for correctness.
 */
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcPayloads } from '../db/schema';

/** Models whose rows belong to a grant and go when the grant is revoked. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'ClientCredentials',
  'BackchannelAuthenticationRequest',
  'Grant',
]);

export function postgresAdapter(db: Db, clock: () => Date = () => new Date()): AdapterFactory {
  return (type: string): Adapter => {
    const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, clock()));

    async function findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, type), condition, live()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          id,
          type,
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(clock().getTime() + expiresIn * 1000) : null,
          consumedAt: null,
        };
        await db
          .insert(oidcPayloads)
          .values(values)
          .onConflictDoUpdate({
            target: [oidcPayloads.id, oidcPayloads.type],
            set: {
              payload: values.payload,
              grantId: values.grantId,
              userCode: values.userCode,
              uid: values.uid,
              expiresAt: values.expiresAt,
            },
          });
      },
      find: (id) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: clock() })
          .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, type)));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, type)));
      },
      async revokeByGrantId(grantId) {
        // Called on the Grant model's adapter (and others); everything issued under the grant goes.
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.grantId, grantId), inArray(oidcPayloads.type, [...GRANTABLE])));
      },
    };
  };
}
