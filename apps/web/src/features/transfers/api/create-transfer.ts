import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { organisationTransfersKey } from './organisation-transfers';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
export const createTransferEndpoint = lazyEndpoint(
  'POST',
  '/api/transfer',
  async () => (await transfersContracts()).createTransferEndpoint,
);

/**
 * `POST /api/transfer?wruId=&toTeamChildId=&fromTeamChildId=`: Confirm. The organisation's lists
 * (and, under the same path, its season counts) are refreshed after it.
 */
export function useCreateTransfer(organisationId: number) {
  return useEndpointMutation(createTransferEndpoint, {
    invalidates: () => [organisationTransfersKey(organisationId)],
  });
}
