import { getPermitForPlayerEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/permit/{id}/player-guardian`: one permit, for the player or a child's guardian, with what they may do now. */
export function permitQuery(permitId: number) {
  return endpointQuery(getPermitForPlayerEndpoint, { params: { id: permitId } });
}

export function usePermit(permitId: number) {
  return useQuery({ ...permitQuery(permitId), enabled: Number.isInteger(permitId) && permitId > 0 });
}
