import { queryKeyOfPath } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { unionSummaryQuery } from '../../../entities/union-staff';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { unionPermitsQuery } from './union-permits';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const decidePermitAsUnionEndpoint = lazyEndpoint(
  'POST',
  '/api/union/permits/:id/decision',
  async () => (await permitsContracts()).decidePermitAsUnionEndpoint,
);

/** What a union decision refreshes: the union's queue, any read of one permit, and the back office's counts. */
const refreshedAfterDecision = () => [
  unionPermitsQuery().queryKey,
  queryKeyOfPath('/api/permit'),
  unionSummaryQuery(true).queryKey,
];

/**
 * `POST /api/union/permits/{id}/decision`: the union approves (1) or rejects (2, with a reason); its
 * override wins over the sending organisation's decision. The queue is read again after it, and
 * after a 409 (decided meanwhile, cancelled, kicked off, another live permit), so it shows what stands.
 */
export function useDecidePermitAsUnion() {
  const queryClient = useQueryClient();
  return useEndpointMutation(decidePermitAsUnionEndpoint, {
    invalidates: refreshedAfterDecision,
    onError: (error) => {
      if (error.status === 409) {
        for (const queryKey of refreshedAfterDecision()) void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
