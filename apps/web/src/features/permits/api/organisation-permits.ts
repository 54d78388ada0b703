import { queryKeyOf } from '@mywru/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, lazyEndpoint } from '../../../lib/endpoint-client';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const listPermitsForOrganisationEndpoint = lazyEndpoint(
  'GET',
  '/api/permit/organisation/:organisationId',
  async () => (await permitsContracts()).listPermitsForOrganisationEndpoint,
);

export type PermitDirection = 'incoming' | 'outgoing';

const isId = (id: number) => Number.isInteger(id) && id > 0;

/** The key of both of the organisation's lists (every direction and page): a decision, a cancellation or a new permit refreshes them. */
export function organisationPermitsKey(organisationId: number) {
  return queryKeyOf(listPermitsForOrganisationEndpoint, { params: { organisationId } });
}

/**
 * `GET /api/permit/organisation/{id}?direction=`: the organisation's incoming (Players Joining Your
 * Fixture) or outgoing (Your Players Playing Elsewhere) permits, newest fixture first, a page at a
 * time; 'Load more' asks for the next page while `hasMore`.
 */
export function useOrganisationPermits(organisationId: number, direction: PermitDirection) {
  const params = { organisationId };
  return useInfiniteQuery({
    queryKey: queryKeyOf(listPermitsForOrganisationEndpoint, { params, query: { direction } }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listPermitsForOrganisationEndpoint, { params, query: { direction, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
    enabled: isId(organisationId),
  });
}
