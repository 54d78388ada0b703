import { changePersonEndpoint, type Person, type PersonPatch } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { childrenQuery, personQuery } from '../../../entities/person';

/**
 * `PATCH /api/person/{id}` with only what eligibility needs (sex, nationalities), for the person
 * being registered (the member or their child); the saved record replaces the cached one.
 */
export function useSaveEligibilityDetails(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      personId,
      details,
    }: {
      personId: number;
      details: Pick<PersonPatch, 'sexId' | 'nationalityIds'>;
    }) => callEndpoint(changePersonEndpoint, { params: { id: personId }, body: details }),
    onSuccess: async (saved: Person) => {
      if (String(saved.wruId) === memberId) queryClient.setQueryData(personQuery(memberId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: childrenQuery(memberId).queryKey });
    },
  });
}
