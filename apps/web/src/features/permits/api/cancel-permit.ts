import { queryKeyOfPath } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { organisationPermitsKey } from './organisation-permits';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const cancelPermitEndpoint = lazyEndpoint(
  'PUT',
  '/api/permit/:id/organisation/:organisationId/cancel',
  async () => (await permitsContracts()).cancelPermitEndpoint,
);

/**
 * `PUT /api/permit/{id}/organisation/{organisationId}/cancel`: the receiving organisation cancels,
 * until kick-off. Its lists (and the limit checks, the permit no longer counts) are refreshed after
 * it, and after a 409 (already cancelled, kicked off).
 */
export function useCancelPermit(organisationId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation(cancelPermitEndpoint, {
    invalidates: () => [organisationPermitsKey(organisationId), queryKeyOfPath('/api/permit/fixture')],
    onError: (error) => {
      if (error.status === 409)
        void queryClient.invalidateQueries({ queryKey: organisationPermitsKey(organisationId) });
    },
  });
}
