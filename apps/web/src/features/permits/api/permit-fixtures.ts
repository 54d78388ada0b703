import { listPermitFixturesEndpoint, queryKeyOf } from '@mywru/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export type PermitFixtureWhen = 'upcoming' | 'previous';

export interface PermitFixturesCriteria {
  organisationId: number;
  wruId: number;
  fromOrganisationId: number;
  when: PermitFixtureWhen;
}

/**
 * `GET /api/permit/organisation/{id}/fixtures?wruId=&fromOrganisationId=&when=&page=`: Select
 * Fixture's list, the fixtures the chosen player may play on a permit, Upcoming ascending or
 * Previous descending, 3 a page; 'Load More' asks for the next 3 while `hasMore`.
 */
export function usePermitFixtures({ organisationId, wruId, fromOrganisationId, when }: PermitFixturesCriteria) {
  const params = { organisationId };
  const query = { wruId, fromOrganisationId, when };
  return useInfiniteQuery({
    queryKey: queryKeyOf(listPermitFixturesEndpoint, { params, query }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listPermitFixturesEndpoint, { params, query: { ...query, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
    enabled: organisationId > 0 && wruId > 0 && fromOrganisationId > 0,
  });
}
