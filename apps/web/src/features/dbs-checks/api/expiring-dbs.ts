import { listExpiringDbsEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/union/dbs/expiring`: latest checks expiring within 90 days, soonest first. */
export const expiringDbsQuery = endpointQuery(listExpiringDbsEndpoint);

export function useExpiringDbs() {
  return useQuery(expiringDbsQuery);
}
