import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../lib/endpoint-client';

/** Its contract loads with the first read, while the read is under way (`lazyEndpoint`, decision 035): the dashboard counts it as it starts. */
const getUnionSummaryEndpoint = lazyEndpoint(
  'GET',
  '/api/union/summary',
  async () => (await import('@mywru/shared/back-office/endpoints')).getUnionSummaryEndpoint,
);

/** `GET /api/union/summary`: what waits for a union staff member (the dashboard's Union card, the back office's tiles); asked only for union staff (403 for anyone else). */
export function unionSummaryQuery(isUnionStaff: boolean) {
  return { ...endpointQuery(getUnionSummaryEndpoint), enabled: isUnionStaff };
}

export function useUnionSummary(isUnionStaff: boolean) {
  return useQuery(unionSummaryQuery(isUnionStaff));
}
