import { UnionMeSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiData } from '../../../lib/api-client';

/** A refusal the page answers with its permission message (403 whose detail speaks of permission). */
export function isPermissionRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || /permission/i.test(error.message));
}

/** `GET /api/union/me`: the caller's union roles and the back-office areas they reach (403 for anyone else). */
export const unionMeQuery = queryOptions({
  queryKey: ['union', 'me'],
  queryFn: async () => UnionMeSchema.parse(await apiData<unknown>('/api/union/me')),
});

export function useUnionMe() {
  return useQuery(unionMeQuery);
}
