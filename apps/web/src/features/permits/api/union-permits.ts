import { listPermitsForUnionEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/union/permits`: the permits the player has approved and the union has not decided, soonest kick-off first. */
export function unionPermitsQuery() {
  return endpointQuery(listPermitsForUnionEndpoint);
}

export function useUnionPermits() {
  return useQuery(unionPermitsQuery());
}
