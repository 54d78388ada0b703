import { listDbsViewsEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/person/{id}/dbs-views`: who viewed this DBS record (yours or your child's) and when, newest first. */
export function dbsViewsQuery(memberId: string) {
  return endpointQuery(listDbsViewsEndpoint, { params: { id: memberId } });
}

export function useDbsViews(memberId: string | null) {
  return useQuery({ ...dbsViewsQuery(memberId ?? ''), enabled: memberId !== null });
}
