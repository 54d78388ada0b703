import type { MarketingPreferences } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personQuery } from '../../../entities/person';

/** `PUT /api/person/{id}/marketing-preferences`: the three opt-ins. */
export async function updateMarketingPreferences(
  memberId: string,
  preferences: MarketingPreferences,
): Promise<unknown> {
  return apiData<unknown>(`/api/person/${memberId}/marketing-preferences`, { method: 'PUT', body: preferences });
}

/** Failures are only logged (spec section 7). */
export function useUpdateMarketingPreferences(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: MarketingPreferences) => updateMarketingPreferences(memberId, preferences),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personQuery(memberId).queryKey }),
    onError: (error) => console.error('Could not save marketing preferences', error),
  });
}
