import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../lib/endpoint-client';

/**
 * `GET /api/person/{id}`, its contract (with zod) loaded with the first read, while the read is under
 * way (`lazyEndpoint`, decision 035): the signed-in frame reads it on every page as it starts, and the
 * dashboard's first load has no other use for the contracts.
 */
const getPersonEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id',
  async () => (await import('@mywru/shared/people/endpoints')).getPersonEndpoint,
);

/** `GET /api/person/{memberId}`: the signed-in person's record, shared by the chrome and the features. */
export function personQuery(memberId: string | null) {
  return { ...endpointQuery(getPersonEndpoint, { params: { id: memberId ?? '' } }), enabled: memberId !== null };
}

export function usePerson(memberId: string | null) {
  return useQuery(personQuery(memberId));
}
