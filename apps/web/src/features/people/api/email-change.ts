import { EmailChangeStatusSchema, type EmailChangeRequest } from '@mywru/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/person/{id}/email-change`: how this person's e-mail changes, and a change waiting for its link. */
export function emailChangeQuery(personId: number | null) {
  return queryOptions({
    queryKey: ['person', String(personId), 'email-change'],
    queryFn: async () => EmailChangeStatusSchema.parse(await apiData<unknown>(`/api/person/${personId}/email-change`)),
    enabled: personId !== null,
  });
}

export function useEmailChangeStatus(personId: number | null) {
  return useQuery(emailChangeQuery(personId));
}

/** `POST /api/person/{id}/email-change`: the new address and the current password; a link goes to the new address. */
export function useRequestEmailChange(personId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: EmailChangeRequest) =>
      EmailChangeStatusSchema.parse(
        await apiData<unknown>(`/api/person/${personId}/email-change`, { method: 'POST', body: request }),
      ),
    onSuccess: (status) => queryClient.setQueryData(emailChangeQuery(personId).queryKey, status),
  });
}
