import { UNION_TRANSFER_QUEUE_LIMIT, type UnionTransferQueueItem } from '@mywru/shared';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentUnionItem } from './present';
import { listAwaitingUnion } from './queries';

/**
 * GET /union/transfers: the union's Transfers (area Transfers: the Union Administrator and the
 * Registrations Officer). Transfers the player has approved and the union has not decided, oldest
 * approval first: ready ones, objected ones, and those still in the sending organisation's 7 days.
 */
export async function listTransfersForUnion(context: UseCaseContext): Promise<UnionTransferQueueItem[]> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'transfers');
  const rows = await listAwaitingUnion(db, UNION_TRANSFER_QUEUE_LIMIT);
  return rows.map((row) => presentUnionItem(row, now));
}
