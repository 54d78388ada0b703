import { UnionPersonQualificationsSchema, type QualificationInput } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personQualificationsQuery } from './person-qualifications';

/** `POST /api/union/people/{id}/qualifications`. */
export async function addQualification(personId: number, qualification: QualificationInput) {
  return UnionPersonQualificationsSchema.parse(
    await apiData<unknown>(`/api/union/people/${personId}/qualifications`, { method: 'POST', body: qualification }),
  );
}

export function useAddQualification(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (qualification: QualificationInput) => addQualification(personId, qualification),
    onSuccess: (answer) => queryClient.setQueryData(personQualificationsQuery(personId).queryKey, answer),
  });
}
