/**
 * What the union's work queue holds, as SQL conditions: the work queue itself and the staff
 * member's summary (the dashboard's 'Union' card) count with the same ones.
 */
import { and, count, eq, isNull, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { playerApplications, volunteerRegistrations } from '../../db/schema';

/** Referred player applications: the statuses the union decides. */
export const referredToUnion = like(playerApplications.status, 'referred\\_%');

/** Volunteer registrations waiting for the union: it must approve, has not, and nothing is final yet. */
export const awaitingUnion = and(
  eq(volunteerRegistrations.requiresUnionApproval, true),
  isNull(volunteerRegistrations.unionDecision),
  isNull(volunteerRegistrations.applicationStatus),
);

export async function countWorkQueue(db: DbOrTx) {
  const [players] = await db.select({ n: count() }).from(playerApplications).where(referredToUnion);
  const [volunteers] = await db.select({ n: count() }).from(volunteerRegistrations).where(awaitingUnion);
  return { playerReferrals: players?.n ?? 0, volunteerApprovals: volunteers?.n ?? 0 };
}
