import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const dbsChecksContracts = () => import('@mywru/shared/dbs-checks/endpoints');
const getDbsForMemberEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/person-dbs',
  async () => (await dbsChecksContracts()).getDbsForMemberEndpoint,
);

/** `GET /api/person/{id}/person-dbs`: records, flags and the DBS status (yours or your child's). */
export function memberDbsQuery(memberId: string) {
  return endpointQuery(getDbsForMemberEndpoint, { params: { id: memberId } });
}

export function useMemberDbs(memberId: string | null) {
  return useQuery({ ...memberDbsQuery(memberId ?? ''), enabled: memberId !== null });
}
