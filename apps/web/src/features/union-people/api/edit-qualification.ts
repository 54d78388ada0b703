import { UnionPersonQualificationsSchema, type QualificationInput } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personQualificationsQuery } from './person-qualifications';

/** `PUT /api/union/people/{id}/qualifications/{qualificationId}` (409 once ended). */
export async function editQualification(personId: number, qualificationId: number, qualification: QualificationInput) {
  return UnionPersonQualificationsSchema.parse(
    await apiData<unknown>(`/api/union/people/${personId}/qualifications/${qualificationId}`, { method: 'PUT', body: qualification }),
  );
}

export function useEditQualification(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, qualification }: { id: number; qualification: QualificationInput }) => editQualification(personId, id, qualification),
    onSuccess: (answer) => queryClient.setQueryData(personQualificationsQuery(personId).queryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: personQualificationsQuery(personId).queryKey }),
  });
}
