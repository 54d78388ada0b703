import { getUnionSummaryEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-client';

/** `GET /api/union/summary`: what waits for a union staff member (the dashboard's Union card, the back office's tiles); asked only for union staff (403 for anyone else). */
export function unionSummaryQuery(isUnionStaff: boolean) {
  return { ...endpointQuery(getUnionSummaryEndpoint), enabled: isUnionStaff };
}

export function useUnionSummary(isUnionStaff: boolean) {
  return useQuery(unionSummaryQuery(isUnionStaff));
}
