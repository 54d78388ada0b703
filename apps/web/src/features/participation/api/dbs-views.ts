import { DbsViewListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/person/{id}/dbs-views`: who viewed this DBS record (yours or your child's) and when, newest first. */
export function dbsViewsQuery(memberId: string) {
  return queryOptions({
    queryKey: ['person', memberId, 'dbs-views'],
    queryFn: async () => DbsViewListSchema.parse(await apiData<unknown>(`/api/person/${memberId}/dbs-views`)),
  });
}

export function useDbsViews(memberId: string | null) {
  return useQuery({ ...dbsViewsQuery(memberId ?? ''), enabled: memberId !== null });
}
