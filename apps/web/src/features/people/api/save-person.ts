import { savePersonEndpoint } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { personQuery } from '../../../entities/person';
import { childrenQuery } from './children';

/**
 * `PUT /api/person/{id}`: saves the personal-details form of the signed-in person or one of their
 * children, then shows the saved record and reloads the children list.
 */
export function useSavePerson(memberId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(savePersonEndpoint, {
    invalidates: () => [childrenQuery(memberId).queryKey],
    onSuccess: (saved) => {
      if (String(saved.wruId) === memberId) queryClient.setQueryData(personQuery(memberId).queryKey, saved);
    },
  });
}
