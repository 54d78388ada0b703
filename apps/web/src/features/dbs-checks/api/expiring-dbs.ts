import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const dbsChecksContracts = () => import('@mywru/shared/dbs-checks/endpoints');
const listExpiringDbsEndpoint = lazyEndpoint(
  'GET',
  '/api/union/dbs/expiring',
  async () => (await dbsChecksContracts()).listExpiringDbsEndpoint,
);

/** `GET /api/union/dbs/expiring`: latest checks expiring within 90 days, soonest first. */
export const expiringDbsQuery = endpointQuery(listExpiringDbsEndpoint);

export function useExpiringDbs() {
  return useQuery(expiringDbsQuery);
}
