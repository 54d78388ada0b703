import { queryKeyOf } from '@mywru/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, lazyEndpoint } from '../../../lib/endpoint-client';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const listPermitFixturesEndpoint = lazyEndpoint(
  'GET',
  '/api/permit/organisation/:organisationId/fixtures',
  async () => (await permitsContracts()).listPermitFixturesEndpoint,
);

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
export function permitFixturesQuery({ organisationId, wruId, fromOrganisationId, when }: PermitFixturesCriteria) {
  const params = { organisationId };
  const query = { wruId, fromOrganisationId, when };
  return infiniteQueryOptions({
    queryKey: queryKeyOf(listPermitFixturesEndpoint, { params, query }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listPermitFixturesEndpoint, { params, query: { ...query, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam: number) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
}

export function usePermitFixtures(criteria: PermitFixturesCriteria) {
  return useInfiniteQuery({
    ...permitFixturesQuery(criteria),
    enabled: criteria.organisationId > 0 && criteria.wruId > 0 && criteria.fromOrganisationId > 0,
  });
}
