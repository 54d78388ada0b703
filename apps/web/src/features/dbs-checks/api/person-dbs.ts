import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const dbsChecksContracts = () => import('@mywru/shared/dbs-checks/endpoints');
const getDbsForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/people/:id/dbs',
  async () => (await dbsChecksContracts()).getDbsForUnionEndpoint,
);

/** `GET /api/union/people/{id}/dbs`: the person's DBS records, flags and status (each read is audited). */
export function personDbsQuery(personId: number) {
  return endpointQuery(getDbsForUnionEndpoint, { params: { id: personId } });
}

export function usePersonDbs(personId: number, enabled: boolean) {
  return useQuery({ ...personDbsQuery(personId), enabled: enabled && Number.isInteger(personId) && personId > 0 });
}
