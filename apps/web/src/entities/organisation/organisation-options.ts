import { listOrganisationsEndpoint, ORGANISATION_PAGE_SIZE, queryKeyOf, type OrganisationOption } from '@mywru/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';

const queryOf = (search: string) => (search ? { search } : {});

/**
 * `GET /api/organisation/all-clubs?search=&page=`: active organisations by name, 9 a page — the one
 * organisation search of the registration wizard's picker and New permit's club suggestions.
 */
export function organisationsQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeyOf(listOrganisationsEndpoint, { query: queryOf(search) }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listOrganisationsEndpoint, { query: { page: pageParam, ...queryOf(search) } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: OrganisationOption[], pages) =>
      lastPage.length < ORGANISATION_PAGE_SIZE ? undefined : pages.length + 1,
  });
}

export function useOrganisations(search: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...organisationsQuery(search), enabled: options.enabled ?? true });
}
