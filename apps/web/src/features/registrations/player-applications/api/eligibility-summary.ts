import { getEligibilitySummaryEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../lib/endpoint-client';

/** `GET /api/person/{id}/eligibility/summary`: per organisation type, what the person may play. */
export function eligibilitySummaryQuery(personId: number) {
  return endpointQuery(getEligibilitySummaryEndpoint, { params: { id: personId } });
}

export function useEligibilitySummary(personId: number) {
  return useQuery(eligibilitySummaryQuery(personId));
}
