import { UnionPersonQualificationsSchema } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personQualificationsQuery } from './person-qualifications';

/** `POST /api/union/people/{id}/qualifications/{qualificationId}/end` (409 if already ended). */
export async function endQualification(personId: number, qualificationId: number) {
  return UnionPersonQualificationsSchema.parse(
    await apiData<unknown>(`/api/union/people/${personId}/qualifications/${qualificationId}/end`, { method: 'POST' }),
  );
}

export function useEndQualification(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (qualificationId: number) => endQualification(personId, qualificationId),
    onSuccess: (answer) => queryClient.setQueryData(personQualificationsQuery(personId).queryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: personQualificationsQuery(personId).queryKey }),
  });
}
