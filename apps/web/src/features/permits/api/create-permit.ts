import { queryKeyOfPath } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { organisationPermitsKey } from './organisation-permits';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
export const createPermitEndpoint = lazyEndpoint(
  'POST',
  '/api/permit',
  async () => (await permitsContracts()).createPermitEndpoint,
);

/** Every limit check (under /api/permit/fixture): a new permit changes the count. */
const limitChecksKey = () => queryKeyOfPath('/api/permit/fixture');

/**
 * `POST /api/permit` with the Permit payload (wruId, fromOrganisation, toOrganisation, fixtureId):
 * Confirm. The organisation's lists and the limit checks are refreshed after it, and the limit checks
 * after a 409 too (the limit was reached meanwhile), so Confirm shows what stands.
 */
export function useCreatePermit(organisationId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation(createPermitEndpoint, {
    invalidates: () => [organisationPermitsKey(organisationId), limitChecksKey()],
    onError: (error) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: limitChecksKey() });
    },
  });
}
