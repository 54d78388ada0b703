import type { UnionWorkQueueCounts } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireUnionArea } from '../../domain/access/union-access';
import { countWorkQueue } from '../../domain/union-work-queue/queries';

/** GET /union/work-queue/counts: how many referrals and volunteer approvals wait (for the back office's badges). */
export async function countUnionWorkQueue(options: { db: Db; actor: Actor }): Promise<UnionWorkQueueCounts> {
  await requireUnionArea(options.db, options.actor, 'work-queue');
  return countWorkQueue(options.db);
}
