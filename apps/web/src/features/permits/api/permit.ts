import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
export const getPermitForPlayerEndpoint = lazyEndpoint(
  'GET',
  '/api/permit/:id/player-guardian',
  async () => (await permitsContracts()).getPermitForPlayerEndpoint,
);

/** `GET /api/permit/{id}/player-guardian`: one permit, for the player or a child's guardian, with what they may do now. */
export function permitQuery(permitId: number) {
  return endpointQuery(getPermitForPlayerEndpoint, { params: { id: permitId } });
}

export function usePermit(permitId: number) {
  return useQuery({ ...permitQuery(permitId), enabled: Number.isInteger(permitId) && permitId > 0 });
}
