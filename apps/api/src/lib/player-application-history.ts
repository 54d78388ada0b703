/** The status history of player applications, as tracking, the club and the union show it. */
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { playerApplicationStatusChanges } from '../db/schema';

/** Status changes of the given applications, oldest first. */
export async function listStatusChanges(db: DbOrTx, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: playerApplicationStatusChanges.applicationId,
      status: playerApplicationStatusChanges.status,
      changedOn: playerApplicationStatusChanges.changedOn,
    })
    .from(playerApplicationStatusChanges)
    .where(inArray(playerApplicationStatusChanges.applicationId, [...applicationIds]))
    .orderBy(asc(playerApplicationStatusChanges.changedOn), asc(playerApplicationStatusChanges.id));
}
