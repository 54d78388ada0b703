import { queryKeyOf } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const checkPermitLimitEndpoint = lazyEndpoint(
  'GET',
  '/api/permit/fixture/:fixtureId/organisation/:organisationId/limit',
  async () => (await permitsContracts()).checkPermitLimitEndpoint,
);

/** The key of every limit check of a fixture: a new permit or a cancellation changes the count. */
export function permitLimitKey(fixtureId: number, organisationId: number) {
  return queryKeyOf(checkPermitLimitEndpoint, { params: { fixtureId, organisationId } });
}

/**
 * `GET /api/permit/fixture/{fixtureId}/organisation/{organisationId}/limit`: Permit limit check
 * (allowMore, existingPermits, permitLimit), asked on Confirm; asked afresh each time Confirm shows.
 */
export function usePermitLimit(fixtureId: number | null, organisationId: number) {
  return useQuery({
    ...endpointQuery(checkPermitLimitEndpoint, { params: { fixtureId: fixtureId ?? 0, organisationId } }),
    enabled: fixtureId !== null && fixtureId > 0 && organisationId > 0,
    staleTime: 0,
  });
}
