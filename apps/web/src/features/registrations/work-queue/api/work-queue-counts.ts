import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/decision-endpoints');
const countWorkQueueEndpoint = lazyEndpoint(
  'GET',
  '/api/union/work-queue/counts',
  async () => (await registrationsContracts()).countWorkQueueEndpoint,
);

/** `GET /api/union/work-queue/counts`: how many referrals and volunteer approvals wait (all of them, not only the listed ones). */
export const workQueueCountsQuery = endpointQuery(countWorkQueueEndpoint);

export function useWorkQueueCounts() {
  return useQuery(workQueueCountsQuery);
}
