import { PersonSchema, type PersonPut } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personQuery } from '../../../entities/person';
import { childrenQuery } from '../../../entities/person';

/** `PUT /api/person/{id}`: saves the personal-details form of the signed-in person or one of their children. */
export async function savePerson(personId: number | string, person: PersonPut) {
  return PersonSchema.parse(await apiData<unknown>(`/api/person/${personId}`, { method: 'PUT', body: person }));
}

/** Saves and reloads the signed-in person (and, for a child, the children list). */
export function useSavePerson(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, person }: { personId: number; person: PersonPut }) => savePerson(personId, person),
    onSuccess: async (saved) => {
      if (String(saved.wruId) === memberId) queryClient.setQueryData(personQuery(memberId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: childrenQuery(memberId).queryKey });
    },
  });
}
