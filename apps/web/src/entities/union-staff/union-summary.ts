import { UnionSummarySchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

/** `GET /api/union/summary`: what waits for a union staff member (the dashboard's Union card, the back office's tiles); asked only for union staff (403 for anyone else). */
export function unionSummaryQuery(isUnionStaff: boolean) {
  return queryOptions({
    queryKey: ['union', 'summary'],
    queryFn: async () => UnionSummarySchema.parse(await apiData<unknown>('/api/union/summary')),
    enabled: isUnionStaff,
  });
}

export function useUnionSummary(isUnionStaff: boolean) {
  return useQuery(unionSummaryQuery(isUnionStaff));
}
