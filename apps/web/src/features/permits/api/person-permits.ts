import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const listPersonPermitsEndpoint = lazyEndpoint(
  'GET',
  '/api/permit/person/:personId',
  async () => (await permitsContracts()).listPersonPermitsEndpoint,
);

/** `GET /api/permit/person/{personId}`: the person's permits valid to play (the caller's own or a child's), for Your Roles. */
export function personPermitsQuery(personId: number) {
  return endpointQuery(listPersonPermitsEndpoint, { params: { personId } });
}

export function usePersonPermits(personId: number | null) {
  return useQuery({ ...personPermitsQuery(personId ?? 0), enabled: personId != null && personId > 0 });
}
