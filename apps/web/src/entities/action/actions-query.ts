import { listActionsEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-client';

/**
 * `GET /api/actions`: what waits for the signed-in person or their children, most pressing first.
 * Read by the /actions page and counted on the dashboard's Actions card (one query, one cache entry).
 */
export function actionsQuery() {
  return endpointQuery(listActionsEndpoint);
}

export function useActions() {
  return useQuery(actionsQuery());
}
