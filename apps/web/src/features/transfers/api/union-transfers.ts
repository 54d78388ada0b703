import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const listTransfersForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/transfers',
  async () => (await transfersContracts()).listTransfersForUnionEndpoint,
);

/**
 * `GET /api/union/transfers`: the transfers the player has approved and the union has not decided,
 * oldest first (those the union may decide now, and those still in the sending club's 7 days).
 */
export function unionTransfersQuery() {
  return endpointQuery(listTransfersForUnionEndpoint);
}

export function useUnionTransfers() {
  return useQuery(unionTransfersQuery());
}
