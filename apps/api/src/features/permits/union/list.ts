import { UNION_PERMIT_QUEUE_LIMIT, type UnionPermitQueueItem } from '@mywru/shared';
import { requireUnionArea } from '../../../domain/access/union-access';
import { listPermitsAwaitingUnion } from '../../../domain/permit/player-queries';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { presentUnionPermit } from './present';

/**
 * GET /union/permits: the union's Permits (area Permits: the Union Administrator and the
 * Registrations Officer). Permits the player has approved that the union has not decided, kick-off
 * ahead and not cancelled, soonest kick-off first (at most 500).
 */
export async function listPermitsForUnion(context: UseCaseContext): Promise<UnionPermitQueueItem[]> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'permits');
  const rows = await listPermitsAwaitingUnion(db, now, UNION_PERMIT_QUEUE_LIMIT);
  return rows.map(presentUnionPermit);
}
