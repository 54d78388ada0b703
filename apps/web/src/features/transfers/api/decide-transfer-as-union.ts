import { queryKeyOfPath } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { unionSummaryQuery } from '../../../entities/union-staff';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { unionTransfersQuery } from './union-transfers';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const decideTransferAsUnionEndpoint = lazyEndpoint(
  'POST',
  '/api/union/transfers/:id/decision',
  async () => (await transfersContracts()).decideTransferAsUnionEndpoint,
);

/** What a union decision refreshes: the union's list, any read of one transfer, and the back office's counts. */
const refreshedAfterDecision = () => [
  unionTransfersQuery().queryKey,
  queryKeyOfPath('/api/transfer'),
  unionSummaryQuery(true).queryKey,
];

/**
 * `POST /api/union/transfers/{id}/decision`: the union approves (the player's old playing role ends
 * and the new one starts) or rejects with a reason. The list is read again after it, and after a 409
 * (decided meanwhile, no longer ready, or the player's team changed) so the list shows what stands.
 */
export function useDecideTransferAsUnion() {
  const queryClient = useQueryClient();
  return useEndpointMutation(decideTransferAsUnionEndpoint, {
    invalidates: refreshedAfterDecision,
    onError: (error) => {
      if (error.status === 409) {
        for (const queryKey of refreshedAfterDecision()) void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
