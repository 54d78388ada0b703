import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { organisationTransfersKey } from './organisation-transfers';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const approveTransferAsOrganisationEndpoint = lazyEndpoint(
  'PUT',
  '/api/transfer/:id/organisation/approve',
  async () => (await transfersContracts()).approveTransferAsOrganisationEndpoint,
);

/** `PUT /api/transfer/{id}/organisation/approve`: the sending organisation approves; its lists are refreshed after it, and after a 409
 * (someone decided first, or the 7 days passed), so the row shows what stands. */
export function useApproveTransferAsOrganisation(organisationId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation(approveTransferAsOrganisationEndpoint, {
    invalidates: () => [organisationTransfersKey(organisationId)],
    onError: (error) => {
      if (error.status === 409)
        void queryClient.invalidateQueries({ queryKey: organisationTransfersKey(organisationId) });
    },
  });
}
