import { canUseUnionArea, dbsExpiringWindow, type UnionSummary } from '@mywru/shared';
import { requireUnionStaff } from '../../domain/access/union-access';
import { countPermitsAwaitingUnion } from '../../domain/permit/player-queries';
import { countWorkQueue } from '../../domain/union-work-queue/queries';
import type { UseCaseContext } from '../../lib/use-case-context';
import { countLatestExpiriesBetween, countTransfersForUnionDecision } from './queries';

/**
 * GET /union/summary: what waits for a union staff member in the areas they reach (the dashboard's
 * 'Union' card): the work queue's counts, how many DBS checks expire within 90 days, and how many
 * transfers and permits the union may decide now. Only counts, so no record is read and nothing is audited.
 * 403 for anyone without a union role.
 */
export async function getUnionSummary(context: UseCaseContext): Promise<UnionSummary> {
  const { db, actor, now } = context;
  const roles = await requireUnionStaff(db, actor);
  const { from, until } = dbsExpiringWindow(now);
  const [workQueue, expiringDbs, transfers, permits] = await Promise.all([
    canUseUnionArea(roles, 'work-queue') ? countWorkQueue(db) : null,
    canUseUnionArea(roles, 'dbs') ? countLatestExpiriesBetween(db, from, until) : null,
    canUseUnionArea(roles, 'transfers') ? countTransfersForUnionDecision(db, now) : null,
    canUseUnionArea(roles, 'permits') ? countPermitsAwaitingUnion(db, now) : null,
  ]);
  return { workQueue, expiringDbs, transfers, permits };
}
