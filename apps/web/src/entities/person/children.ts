import { PersonSchema, type ChildCreate } from '@mywru/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../lib/api-client';

/** `GET /api/person/{id}/child`: the signed-in parent's children; asked once the member is known. */
export function childrenQuery(memberId: string | null) {
  return queryOptions({
    queryKey: ['person', memberId, 'child'],
    queryFn: async () => z.array(PersonSchema).parse(await apiData<unknown>(`/api/person/${memberId}/child`)),
    enabled: memberId !== null,
  });
}

/** No member yet (the session is loading): nothing is asked. */
export function useChildren(memberId: string | null) {
  return useQuery({ ...childrenQuery(memberId ?? ''), enabled: memberId !== null });
}

/** `POST /api/person/{id}/child`: adds a child (201 with the new person); the list is reloaded. */
export function useAddChild(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (child: ChildCreate) =>
      PersonSchema.parse(await apiData<unknown>(`/api/person/${memberId}/child`, { method: 'POST', body: child })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQuery(memberId).queryKey }),
  });
}
