import { RugbyUnionListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/rugby-union`: the unions a player may be registered with; the home union is not selectable. */
export const rugbyUnionsQuery = queryOptions({
  queryKey: ['rugby-union'],
  queryFn: async () => RugbyUnionListSchema.parse(await apiData<unknown>('/api/rugby-union')),
  staleTime: Infinity,
});

export function useRugbyUnions(enabled: boolean) {
  return useQuery({ ...rugbyUnionsQuery, enabled });
}
