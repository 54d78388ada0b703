import { getTransferSeasonCountEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/**
 * `GET /api/transfer/organisation/{id}/team-child/{id}/season-count`: the transfers into the chosen
 * to-team child this season and the union's limit; asked once a to-team child is chosen.
 */
export function useTransferSeasonCount(organisationId: number, teamChildId: number | null) {
  return useQuery({
    ...endpointQuery(getTransferSeasonCountEndpoint, { params: { organisationId, teamChildId: teamChildId ?? 0 } }),
    enabled: teamChildId !== null,
  });
}
