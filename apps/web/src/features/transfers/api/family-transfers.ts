import { listFamilyTransfersEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

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
