import { UnionWorkQueueCountsSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../../lib/api-client';
import { workQueueKey } from './keys';

/** `GET /api/union/work-queue/counts`: how many referrals and volunteer approvals wait (all of them, not only the listed ones). */
export const workQueueCountsQuery = queryOptions({
  queryKey: [...workQueueKey, 'counts'],
  queryFn: async () => UnionWorkQueueCountsSchema.parse(await apiData<unknown>('/api/union/work-queue/counts')),
});

export function useWorkQueueCounts() {
  return useQuery(workQueueCountsQuery);
}
