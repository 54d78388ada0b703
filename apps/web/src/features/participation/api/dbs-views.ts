import { DbsViewListSchema, listChildrenEndpoint } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-client';

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

/** `GET /api/person/{id}/child`: the member's children, whose DBS views they may see too. */
export function childrenQuery(memberId: string) {
  return endpointQuery(listChildrenEndpoint, { params: { id: memberId } });
}

export function useChildren(memberId: string | null) {
  return useQuery({ ...childrenQuery(memberId ?? ''), enabled: memberId !== null });
}
