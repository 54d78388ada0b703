import { EmailChangeConfirmedSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/**
 * `POST /api/email-change/confirm`: follows the link once. A query, not a mutation, so the page asks
 * once per token however often it renders; never retried (a second try would find the link used).
 */
export function confirmEmailChangeQuery(token: string) {
  return queryOptions({
    queryKey: ['email-change-confirm', token],
    queryFn: async () =>
      EmailChangeConfirmedSchema.parse(
        await apiData<unknown>('/api/email-change/confirm', { method: 'POST', body: { token } }),
      ),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useConfirmEmailChange(token: string) {
  return useQuery(confirmEmailChangeQuery(token));
}
