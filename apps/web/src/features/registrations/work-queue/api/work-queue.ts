import { listWorkQueueEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../lib/endpoint-client';

/** `GET /api/union/work-queue`: referred player applications and volunteer registrations awaiting the union, oldest first. */
export const workQueueQuery = endpointQuery(listWorkQueueEndpoint);

export function useWorkQueue() {
  return useQuery(workQueueQuery);
}
