import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
export const listFamilyTransfersEndpoint = lazyEndpoint(
  'GET',
  '/api/transfer/family',
  async () => (await transfersContracts()).listFamilyTransfersEndpoint,
);

/**
 * `GET /api/transfer/family`: the caller's and their children's transfers that are open or ended in
 * the last 90 days, newest first ("Your transfers" on /actions).
 */
export function familyTransfersQuery() {
  return endpointQuery(listFamilyTransfersEndpoint);
}

export function useFamilyTransfers() {
  return useQuery(familyTransfersQuery());
}
