/**
 * Ending a person's sign-ins when their credentials change (a password reset, a confirmed new
 * sign-in e-mail): the portal's web sessions, and the identity provider's sessions, grants and
 * everything issued under them for the person's subject.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oidcPayloads, webSessions } from '../../db/schema';
import { forgetSessionsOf } from '../../lib/session-store';
import { subjectOf } from './accounts';

/** Provider models whose payload names the account they were issued to. */
const ACCOUNT_MODELS = [
  'Session',
  'Grant',
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

export async function endSignIns(
  db: DbOrTx,
  personId: number,
  now: Date,
  options: { keepWebSessionIdHash?: string | null } = {},
): Promise<void> {
  const keep = options.keepWebSessionIdHash;
  // This server's memory of the sessions goes too, and the other servers are told (decision 032).
  await forgetSessionsOf(db, personId);
  await db
    .update(webSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(webSessions.personId, personId),
        isNull(webSessions.revokedAt),
        keep ? ne(webSessions.idHash, keep) : undefined,
      ),
    );
  await db
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.type, ACCOUNT_MODELS),
        sql`${oidcPayloads.payload}->>'accountId' = ${subjectOf(personId)}`,
      ),
    );
}
