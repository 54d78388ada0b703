import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const dbsChecksContracts = () => import('@mywru/shared/dbs-checks/endpoints');
const listDbsViewsEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/dbs-views',
  async () => (await dbsChecksContracts()).listDbsViewsEndpoint,
);

/** `GET /api/person/{id}/dbs-views`: who viewed this DBS record (yours or your child's) and when, newest first. */
export function dbsViewsQuery(memberId: string) {
  return endpointQuery(listDbsViewsEndpoint, { params: { id: memberId } });
}

export function useDbsViews(memberId: string | null) {
  return useQuery({ ...dbsViewsQuery(memberId ?? ''), enabled: memberId !== null });
}
