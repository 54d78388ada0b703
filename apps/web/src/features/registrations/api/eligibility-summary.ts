import { EligibilitySummarySchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/person/{id}/eligibility/summary`: per organisation type, what the person may play. */
export function eligibilitySummaryQuery(personId: number) {
  return queryOptions({
    queryKey: ['person', String(personId), 'eligibility', 'summary'],
    queryFn: async () => EligibilitySummarySchema.parse(await apiData<unknown>(`/api/person/${personId}/eligibility/summary`)),
  });
}

export function useEligibilitySummary(personId: number) {
  return useQuery(eligibilitySummaryQuery(personId));
}
