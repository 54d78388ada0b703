import { listDbsViewsEndpoint, PersonSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/person/{id}/dbs-views`: who viewed this DBS record (yours or your child's) and when, newest first. */
export function dbsViewsQuery(memberId: string) {
  return endpointQuery(listDbsViewsEndpoint, { params: { id: memberId } });
}

export function useDbsViews(memberId: string | null) {
  return useQuery({ ...dbsViewsQuery(memberId ?? ''), enabled: memberId !== null });
}

/** `GET /api/person/{id}/child`: the member's children, whose DBS views they may see too. */
export function childrenQuery(memberId: string) {
  return queryOptions({
    queryKey: ['person', memberId, 'child'],
    queryFn: async () => z.array(PersonSchema).parse(await apiData<unknown>(`/api/person/${memberId}/child`)),
  });
}

export function useChildren(memberId: string | null) {
  return useQuery({ ...childrenQuery(memberId ?? ''), enabled: memberId !== null });
}
