import { UnionPersonDbsSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/union/people/{id}/dbs`: the person's DBS records, flags and status (each read is audited). */
export function personDbsQuery(personId: number) {
  return queryOptions({
    queryKey: ['union', 'people', personId, 'dbs'],
    queryFn: async () => UnionPersonDbsSchema.parse(await apiData<unknown>(`/api/union/people/${personId}/dbs`)),
  });
}

export function usePersonDbs(personId: number, enabled: boolean) {
  return useQuery({ ...personDbsQuery(personId), enabled: enabled && Number.isInteger(personId) && personId > 0 });
}
