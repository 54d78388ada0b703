import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const getTransferSeasonCountEndpoint = lazyEndpoint(
  'GET',
  '/api/transfer/organisation/:organisationId/team-child/:teamChildId/season-count',
  async () => (await transfersContracts()).getTransferSeasonCountEndpoint,
);

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
