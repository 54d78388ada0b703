import { PersonSchema, type Person, type PersonPatch } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personQuery } from '../../../entities/person';
import { childrenQuery } from '../../../entities/person';

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
    }) => PersonSchema.parse(await apiData<unknown>(`/api/person/${personId}`, { method: 'PATCH', body: details })),
    onSuccess: async (saved: Person) => {
      if (String(saved.wruId) === memberId) queryClient.setQueryData(personQuery(memberId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: childrenQuery(memberId).queryKey });
    },
  });
}
