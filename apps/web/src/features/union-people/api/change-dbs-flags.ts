import { UnionPersonDbsSchema, type DbsFlags, queryKeyOf, searchUnionPeopleEndpoint } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personDbsQuery } from './person-dbs';

/** `PUT /api/union/people/{id}/dbs-flags`: sets the flags given (invalid; active application). */
export async function changeDbsFlags(personId: number, flags: DbsFlags) {
  return UnionPersonDbsSchema.parse(
    await apiData<unknown>(`/api/union/people/${personId}/dbs-flags`, { method: 'PUT', body: flags }),
  );
}

export function useChangeDbsFlags(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: DbsFlags) => changeDbsFlags(personId, flags),
    onSuccess: (dbs) => {
      queryClient.setQueryData(personDbsQuery(personId).queryKey, dbs);
      return queryClient.invalidateQueries({ queryKey: queryKeyOf(searchUnionPeopleEndpoint) });
    },
  });
}
