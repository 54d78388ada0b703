import { listPersonPermitsEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/permit/person/{personId}`: the person's permits valid to play (the caller's own or a child's), for Your Roles. */
export function personPermitsQuery(personId: number) {
  return endpointQuery(listPersonPermitsEndpoint, { params: { personId } });
}

export function usePersonPermits(personId: number | null) {
  return useQuery({ ...personPermitsQuery(personId ?? 0), enabled: personId != null && personId > 0 });
}
