import { UnionWorkQueueSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../../lib/api-client';
import { workQueueKey } from './keys';

/** `GET /api/union/work-queue`: referred player applications and volunteer registrations awaiting the union, oldest first. */
export const workQueueQuery = queryOptions({
  queryKey: [...workQueueKey, 'list'],
  queryFn: async () => UnionWorkQueueSchema.parse(await apiData<unknown>('/api/union/work-queue')),
});

export function useWorkQueue() {
  return useQuery(workQueueQuery);
}
