import { addChildEndpoint, listChildrenEndpoint, type ChildCreate } from '@mywru/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/person/{id}/child`: the signed-in parent's children. */
export function childrenQuery(memberId: string) {
  return endpointQuery(listChildrenEndpoint, { params: { id: memberId } });
}

/** No member yet (the session is loading): nothing is asked. */
export function useChildren(memberId: string | null) {
  return useQuery({ ...childrenQuery(memberId ?? ''), enabled: memberId !== null });
}

/** `POST /api/person/{id}/child`: adds a child (201 with the new person); the list is reloaded. */
export function useAddChild(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (child: ChildCreate) => callEndpoint(addChildEndpoint, { params: { id: memberId }, body: child }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQuery(memberId).queryKey }),
  });
}
