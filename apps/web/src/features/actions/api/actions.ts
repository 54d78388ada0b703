import { ActionListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/actions`: what waits for the signed-in person or their children, most pressing first. */
export function actionsQuery() {
  return queryOptions({
    queryKey: ['actions'],
    queryFn: async () => ActionListSchema.parse(await apiData<unknown>('/api/actions')),
  });
}

export function useActions() {
  return useQuery(actionsQuery());
}
