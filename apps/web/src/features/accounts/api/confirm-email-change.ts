import { queryKeyOf } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, lazyEndpoint } from '../../../lib/endpoint-client';

const accountsContracts = () => import('@mywru/shared/accounts/endpoints');
const confirmEmailChangeEndpoint = lazyEndpoint(
  'POST',
  '/api/email-change/confirm',
  async () => (await accountsContracts()).confirmEmailChangeEndpoint,
);

/**
 * `POST /api/email-change/confirm`: follows the link once. A query, not a mutation, so the page asks
 * once per token however often it renders (a mutation started from an effect would be sent twice in
 * React's strict mode, and the second would find the link used); never retried for the same reason.
 * Called through the contract; the token, which the path does not carry, ends the key.
 */
export function confirmEmailChangeQuery(token: string) {
  return queryOptions({
    queryKey: [...queryKeyOf(confirmEmailChangeEndpoint), token],
    // No abort signal: a page left while the call is on its way must not start it again on return.
    queryFn: () => callEndpoint(confirmEmailChangeEndpoint, { body: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useConfirmEmailChange(token: string) {
  return useQuery(confirmEmailChangeQuery(token));
}
