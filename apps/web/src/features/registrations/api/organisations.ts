import { ORGANISATION_PAGE_SIZE, OrganisationOptionListSchema, type OrganisationOption } from '@mywru/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/organisation/all-clubs?search=&page=`: 9 organisations a page. */
export function organisationsQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: ['organisation', 'all-clubs', search],
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam) });
      if (search) params.set('search', search);
      return OrganisationOptionListSchema.parse(await apiData<unknown>(`/api/organisation/all-clubs?${params}`, { signal }));
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage: OrganisationOption[], pages) => (lastPage.length < ORGANISATION_PAGE_SIZE ? undefined : pages.length + 1),
  });
}

export function useOrganisations(search: string) {
  return useInfiniteQuery(organisationsQuery(search));
}
