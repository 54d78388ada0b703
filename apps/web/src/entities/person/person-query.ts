import { getPersonEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-client';

/** `GET /api/person/{memberId}`: the signed-in person's record, shared by the chrome and the features. */
export function personQuery(memberId: string | null) {
  return { ...endpointQuery(getPersonEndpoint, { params: { id: memberId ?? '' } }), enabled: memberId !== null };
}

export function usePerson(memberId: string | null) {
  return useQuery(personQuery(memberId));
}
