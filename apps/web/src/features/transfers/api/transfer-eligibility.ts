import { getTransferEligibilityEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

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
