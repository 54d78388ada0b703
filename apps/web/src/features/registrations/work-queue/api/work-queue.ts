import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

/**
 * The contracts load with the first call (`lazyEndpoint`, decision 035): the page's first load
 * leaves out their schemas and zod.
 */
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
