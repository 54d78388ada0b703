import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint, useEndpointMutation } from '../../lib/endpoint-client';

const peopleContracts = () => import('@mywru/shared/people/endpoints');
const addChildEndpoint = lazyEndpoint(
  'POST',
  '/api/person/:id/child',
  async () => (await peopleContracts()).addChildEndpoint,
);
const listChildrenEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/child',
  async () => (await peopleContracts()).listChildrenEndpoint,
);

/** `GET /api/person/{id}/child`: the signed-in parent's children; asked once the member is known. */
export function childrenQuery(memberId: string | null) {
  return {
    ...endpointQuery(listChildrenEndpoint, { params: { id: memberId ?? '' } }),
    enabled: memberId !== null,
  };
}

/** No member yet (the session is loading): nothing is asked. */
export function useChildren(memberId: string | null) {
  return useQuery(childrenQuery(memberId));
}

/** `POST /api/person/{id}/child`: adds a child (201 with the new person); the list is reloaded. */
export function useAddChild() {
  return useEndpointMutation(addChildEndpoint, {
    invalidates: (request) => [childrenQuery(String(request.params.id)).queryKey],
  });
}
