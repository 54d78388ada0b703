import {
  VolunteerRegistrationCreatedSchema,
  type VolunteerRegistrationSubmission,
  queryKeyOfPath,
} from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `POST /api/person/{id}/volunteer-registration`: role, organisation (null = unattached), teams and the four consents. */
export function useSubmitVolunteerRegistration(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submission: VolunteerRegistrationSubmission) =>
      VolunteerRegistrationCreatedSchema.parse(
        await apiData<unknown>(`/api/person/${personId}/volunteer-registration`, { method: 'POST', body: submission }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['person', String(personId)] }),
        queryClient.invalidateQueries({ queryKey: queryKeyOfPath(`/api/person/${personId}`) }),
      ]),
  });
}
