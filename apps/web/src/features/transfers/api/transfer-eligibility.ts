import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const getTransferEligibilityEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/transfer/eligibility',
  async () => (await transfersContracts()).getTransferEligibilityEndpoint,
);

/**
 * `GET /api/person/{id}/transfer/eligibility`: the receiving organisation's team parents the person
 * may move to from the chosen from-team; asked once a from-team is chosen.
 */
export function useTransferEligibility(
  wruId: number,
  lastName: string,
  toOrganisationId: number,
  fromTeamChildId: number | null,
) {
  return useQuery({
    ...endpointQuery(getTransferEligibilityEndpoint, {
      params: { id: wruId },
      query: { fromTeamChildId: fromTeamChildId ?? 0, toOrganisationId, lastName },
    }),
    enabled: fromTeamChildId !== null,
  });
}
