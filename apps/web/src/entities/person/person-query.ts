import { queryOptions, useQuery } from '@tanstack/react-query';
import { PersonSchema } from '@mywru/shared';
import { apiData } from '../../lib/api-client';

/** `GET /api/person/{memberId}`: the signed-in person's record, shared by the chrome and the features. */
export function personQuery(memberId: string | null) {
  return queryOptions({
    queryKey: ['person', memberId],
    queryFn: async () => PersonSchema.parse(await apiData<unknown>(`/api/person/${memberId}`)),
    enabled: memberId !== null,
  });
}

export function usePerson(memberId: string | null) {
  return useQuery(personQuery(memberId));
}
