import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const listPermitsForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/permits',
  async () => (await permitsContracts()).listPermitsForUnionEndpoint,
);

/** `GET /api/union/permits`: the permits the player has approved and the union has not decided, soonest kick-off first. */
export function unionPermitsQuery() {
  return endpointQuery(listPermitsForUnionEndpoint);
}

export function useUnionPermits() {
  return useQuery(unionPermitsQuery());
}
