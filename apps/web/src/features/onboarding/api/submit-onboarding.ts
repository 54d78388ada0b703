import type { Onboarding } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personQuery } from '../../../entities/person';

/** `POST /api/person/{id}/onboarding`: names, date of birth, address and marketing preferences in one call. */
export async function submitOnboarding(memberId: string, onboarding: Onboarding): Promise<unknown> {
  return apiData<unknown>(`/api/person/${memberId}/onboarding`, { method: 'POST', body: onboarding });
}

/** Submits, then reloads the person so the dashboard leaves the incomplete state. */
export function useSubmitOnboarding(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onboarding: Onboarding) => submitOnboarding(memberId, onboarding),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personQuery(memberId).queryKey }),
  });
}
