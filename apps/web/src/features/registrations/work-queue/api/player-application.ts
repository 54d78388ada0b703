import { getPlayerApplicationForUnionEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../lib/endpoint-client';

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
