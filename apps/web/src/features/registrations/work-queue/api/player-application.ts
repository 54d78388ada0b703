import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/decision-endpoints');
const getPlayerApplicationForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/player-applications/:id',
  async () => (await registrationsContracts()).getPlayerApplicationForUnionEndpoint,
);

/** `GET /api/union/player-applications/{id}`: one referred application with the person, the reason and the history. */
export function playerApplicationQuery(id: number) {
  return {
    ...endpointQuery(getPlayerApplicationForUnionEndpoint, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  };
}

export function usePlayerApplication(id: number) {
  return useQuery(playerApplicationQuery(id));
}
