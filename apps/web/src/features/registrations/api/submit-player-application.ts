import { PlayerApplicationCreatedSchema, type PlayerApplicationSubmission, queryKeyOfPath } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `POST /api/person/{id}/playing-registration`: the team and the six consents. */
export function useSubmitPlayerApplication(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submission: PlayerApplicationSubmission) =>
      PlayerApplicationCreatedSchema.parse(
        await apiData<unknown>(`/api/person/${personId}/playing-registration`, { method: 'POST', body: submission }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['person', String(personId)] }),
        queryClient.invalidateQueries({ queryKey: queryKeyOfPath(`/api/person/${personId}`) }),
      ]),
  });
}
