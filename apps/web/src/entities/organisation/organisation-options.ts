import { ORGANISATION_PAGE_SIZE, queryKeyOf, type OrganisationOption } from '@mywru/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, lazyEndpoint } from '../../lib/endpoint-client';

const organisationsContracts = () => import('@mywru/shared/organisations/endpoints');
/** Active organisations by name: this search's read, and the audit log's list of every one (`returnAll`). */
export const listOrganisationsEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/all-clubs',
  async () => (await organisationsContracts()).listOrganisationsEndpoint,
);

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
