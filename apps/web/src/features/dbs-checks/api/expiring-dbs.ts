import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

/**
 * The contracts load with the first call (`lazyEndpoint`, decision 035): the page's first load
 * leaves out their schemas and zod.
 */
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
