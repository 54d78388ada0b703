import { addChildEndpoint, listChildrenEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-client';

/** `GET /api/person/{id}/child`: the signed-in parent's children. */
export function childrenQuery(memberId: string) {
  return endpointQuery(listChildrenEndpoint, { params: { id: memberId } });
}

export function useChildren(memberId: string) {
  return useQuery(childrenQuery(memberId));
}

/** `POST /api/person/{id}/child`: adds a child; the list is reloaded. */
export function useAddChild() {
  return useEndpointMutation(addChildEndpoint, {
    invalidates: ({ params }) => [childrenQuery(String(params.id)).queryKey],
  });
}
