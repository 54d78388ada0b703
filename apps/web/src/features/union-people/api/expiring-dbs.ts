import { ExpiringDbsListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/union/dbs/expiring`: latest checks expiring within 90 days, soonest first. */
export const expiringDbsQuery = queryOptions({
  queryKey: ['union', 'dbs', 'expiring'],
  queryFn: async () => ExpiringDbsListSchema.parse(await apiData<unknown>('/api/union/dbs/expiring')),
});

export function useExpiringDbs() {
  return useQuery(expiringDbsQuery);
}
