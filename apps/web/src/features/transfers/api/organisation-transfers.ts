import { queryKeyOf } from '@mywru/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, lazyEndpoint } from '../../../lib/endpoint-client';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const listTransfersForOrganisationEndpoint = lazyEndpoint(
  'GET',
  '/api/transfer/organisation/:organisationId',
  async () => (await transfersContracts()).listTransfersForOrganisationEndpoint,
);

export type TransferDirection = 'incoming' | 'outgoing';

const isId = (id: number) => Number.isInteger(id) && id > 0;

/** The key of both of the organisation's lists (every direction and page): a decision or a new transfer refreshes them. */
export function organisationTransfersKey(organisationId: number) {
  return queryKeyOf(listTransfersForOrganisationEndpoint, { params: { organisationId } });
}

/**
 * `GET /api/transfer/organisation/{id}?direction=`: the organisation's incoming or outgoing
 * transfers, newest first, a page at a time; 'Load more' asks for the next page while `hasMore`.
 */
export function useOrganisationTransfers(organisationId: number, direction: TransferDirection) {
  const params = { organisationId };
  return useInfiniteQuery({
    queryKey: queryKeyOf(listTransfersForOrganisationEndpoint, { params, query: { direction } }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listTransfersForOrganisationEndpoint, { params, query: { direction, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
    enabled: isId(organisationId),
  });
}
