import type { UnionWorkQueueCounts } from '@mywru/shared';
import { requireUnionArea } from '../../../domain/access/union-access';
import { countWorkQueue as countItems } from '../../../domain/union-work-queue/queries';
import type { UseCaseContext } from '../../../lib/use-case-context';

/** GET /union/work-queue/counts: how many referrals and volunteer approvals wait (for the back office's badges). */
export async function countWorkQueue(context: UseCaseContext): Promise<UnionWorkQueueCounts> {
  await requireUnionArea(context.db, context.actor, 'work-queue');
  return countItems(context.db);
}
