import { listOrganisationsEndpoint, ORGANISATION_PAGE_SIZE, queryKeyOf, type OrganisationOption } from '@mywru/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

const queryOf = (search: string) => (search ? { search } : {});

/** `GET /api/organisation/all-clubs?search=&page=`: 9 organisations a page. */
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

export function useOrganisations(search: string) {
  return useInfiniteQuery(organisationsQuery(search));
}
