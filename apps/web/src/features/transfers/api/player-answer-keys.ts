import { queryKeyOf } from '@mywru/shared';
import type { QueryKey } from '@tanstack/react-query';
import { actionsQuery } from '../../../entities/action';
import { listFamilyTransfersEndpoint } from './family-transfers';
import { getTransferEndpoint } from './transfer';

/**
 * What an answer of the player or guardian changes: the transfer itself (its timeline and what may
 * be done), the actions waiting (GET /api/actions lists the transfers awaiting the player) and
 * "Your transfers".
 */
export function playerAnswerKeys(transferId: number): readonly QueryKey[] {
  return [
    queryKeyOf(getTransferEndpoint, { params: { id: transferId } }),
    actionsQuery().queryKey,
    queryKeyOf(listFamilyTransfersEndpoint),
  ];
}
