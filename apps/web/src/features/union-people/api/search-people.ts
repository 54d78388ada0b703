import { UnionPersonListSchema } from '@mywru/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** The API needs at least this many characters to search. */
export const SEARCH_MIN_LENGTH = 2;

/** `GET /api/union/people?search=`: people by name or member id (at most 20) with their DBS status. */
export function searchPeopleQuery(search: string) {
  return queryOptions({
    queryKey: ['union', 'people', 'search', search],
    queryFn: async () => UnionPersonListSchema.parse(await apiData<unknown>(`/api/union/people?${new URLSearchParams({ search }).toString()}`)),
  });
}

export function useSearchPeople(search: string) {
  return useQuery({ ...searchPeopleQuery(search), enabled: search.length >= SEARCH_MIN_LENGTH, placeholderData: keepPreviousData });
}
