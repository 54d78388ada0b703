import { UnionPersonDbsSchema, type NewDbsRecord, queryKeyOf, searchUnionPeopleEndpoint } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personDbsQuery } from './person-dbs';

/** `POST /api/union/people/{id}/dbs`: records a DBS check; answers the person's DBS afterwards. */
export async function addDbsCheck(personId: number, record: NewDbsRecord) {
  return UnionPersonDbsSchema.parse(
    await apiData<unknown>(`/api/union/people/${personId}/dbs`, { method: 'POST', body: record }),
  );
}

export function useAddDbsCheck(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: NewDbsRecord) => addDbsCheck(personId, record),
    onSuccess: (dbs) => {
      queryClient.setQueryData(personDbsQuery(personId).queryKey, dbs);
      return queryClient.invalidateQueries({ queryKey: queryKeyOf(searchUnionPeopleEndpoint) });
    },
  });
}
