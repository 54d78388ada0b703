import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { organisationTransfersKey } from './organisation-transfers';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const objectToTransferAsOrganisationEndpoint = lazyEndpoint(
  'PUT',
  '/api/transfer/:id/organisation/object',
  async () => (await transfersContracts()).objectToTransferAsOrganisationEndpoint,
);

/** `PUT /api/transfer/{id}/organisation/object`: the sending organisation objects with a reason; its lists are refreshed after it, and after a 409
 * (someone decided first, or the 7 days passed), so the row shows what stands. */
export function useObjectToTransferAsOrganisation(organisationId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation(objectToTransferAsOrganisationEndpoint, {
    invalidates: () => [organisationTransfersKey(organisationId)],
    onError: (error) => {
      if (error.status === 409)
        void queryClient.invalidateQueries({ queryKey: organisationTransfersKey(organisationId) });
    },
  });
}
