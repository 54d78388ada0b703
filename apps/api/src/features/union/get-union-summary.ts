import { canUseUnionArea, DBS_EXPIRING_WITHIN_DAYS, isoDay, type UnionSummary } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireUnionStaff } from '../../domain/access/union-access';
import { countWorkQueue } from '../../domain/union-work-queue/queries';
import { countLatestExpiriesBetween } from './queries';

/**
 * GET /union/summary: what waits for a union staff member in the areas they reach (the dashboard's
 * 'Union' card): the work queue's counts, and how many DBS checks expire within 90 days. Only
 * counts, so no record is read and nothing is audited. 403 for anyone without a union role.
 */
export async function getUnionSummary(options: { db: DbOrTx; actor: Actor; now: Date }): Promise<UnionSummary> {
  const { db, actor, now } = options;
  const roles = await requireUnionStaff(db, actor);
  const today = isoDay(now);
  const until = isoDay(new Date(now.getTime() + DBS_EXPIRING_WITHIN_DAYS * 86_400_000));
  const [workQueue, expiringDbs] = await Promise.all([
    canUseUnionArea(roles, 'work-queue') ? countWorkQueue(db) : null,
    canUseUnionArea(roles, 'dbs') ? countLatestExpiriesBetween(db, today, until) : null,
  ]);
  return { workQueue, expiringDbs };
}
