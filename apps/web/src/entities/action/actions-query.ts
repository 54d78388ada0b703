import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../lib/endpoint-client';

/** Its contract loads with the first read, while the read is under way (`lazyEndpoint`, decision 035): the dashboard counts it as it starts. */
const listActionsEndpoint = lazyEndpoint(
  'GET',
  '/api/actions',
  async () => (await import('@mywru/shared/actions/endpoints')).listActionsEndpoint,
);

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
