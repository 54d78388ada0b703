import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const peopleContracts = () => import('@mywru/shared/people/endpoints');
const searchUnionPeopleEndpoint = lazyEndpoint(
  'GET',
  '/api/union/people',
  async () => (await peopleContracts()).searchUnionPeopleEndpoint,
);

/** The API needs at least this many characters to search. */
export const SEARCH_MIN_LENGTH = 2;

/** `GET /api/union/people?search=`: people by name or member id (at most 20) with their DBS status. */
export function searchPeopleQuery(search: string) {
  return endpointQuery(searchUnionPeopleEndpoint, { query: { search } });
}

export function useSearchPeople(search: string) {
  return useQuery({
    ...searchPeopleQuery(search),
    enabled: search.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
