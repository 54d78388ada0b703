import { UnionMeSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

/** `GET /api/union/me`: the caller's union roles and the back-office areas they reach (403 for anyone else). */
export const unionMeQuery = queryOptions({
  queryKey: ['union', 'me'],
  queryFn: async () => UnionMeSchema.parse(await apiData<unknown>('/api/union/me')),
});

export function useUnionMe() {
  return useQuery(unionMeQuery);
}
