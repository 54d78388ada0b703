import { countWorkQueueEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../lib/endpoint-client';

/** `GET /api/union/work-queue/counts`: how many referrals and volunteer approvals wait (all of them, not only the listed ones). */
export const workQueueCountsQuery = endpointQuery(countWorkQueueEndpoint);

export function useWorkQueueCounts() {
  return useQuery(workQueueCountsQuery);
}
