import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/endpoints');
const getEligibilitySummaryEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/eligibility/summary',
  async () => (await registrationsContracts()).getEligibilitySummaryEndpoint,
);

/** `GET /api/person/{id}/eligibility/summary`: per organisation type, what the person may play. */
export function eligibilitySummaryQuery(personId: number) {
  return endpointQuery(getEligibilitySummaryEndpoint, { params: { id: personId } });
}

export function useEligibilitySummary(personId: number) {
  return useQuery(eligibilitySummaryQuery(personId));
}
