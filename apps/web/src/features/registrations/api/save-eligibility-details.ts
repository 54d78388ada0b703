import { useQueryClient } from '@tanstack/react-query';
import { childrenQuery, personQuery } from '../../../entities/person';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';

const peopleContracts = () => import('@mywru/shared/people/endpoints');
const changePersonEndpoint = lazyEndpoint(
  'PATCH',
  '/api/person/:id',
  async () => (await peopleContracts()).changePersonEndpoint,
);

/**
 * `PATCH /api/person/{id}` with only what eligibility needs (sex, nationalities), for the person
 * being registered (the member or their child); the saved record replaces the cached one.
 */
export function useSaveEligibilityDetails(memberId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(changePersonEndpoint, {
    invalidates: () => [childrenQuery(memberId).queryKey],
    onSuccess: (saved) => {
      if (String(saved.wruId) === memberId) queryClient.setQueryData(personQuery(memberId).queryKey, saved);
    },
  });
}
