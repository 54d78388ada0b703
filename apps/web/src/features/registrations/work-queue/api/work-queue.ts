import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/decision-endpoints');
const listWorkQueueEndpoint = lazyEndpoint(
  'GET',
  '/api/union/work-queue',
  async () => (await registrationsContracts()).listWorkQueueEndpoint,
);

/** `GET /api/union/work-queue`: referred player applications and volunteer registrations awaiting the union, oldest first. */
export const workQueueQuery = endpointQuery(listWorkQueueEndpoint);

export function useWorkQueue() {
  return useQuery(workQueueQuery);
}
