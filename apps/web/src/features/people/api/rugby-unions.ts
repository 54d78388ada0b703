import { listRugbyUnionsEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/rugby-union`: the unions a player may be registered with; the home union is not selectable. */
export const rugbyUnionsQuery = { ...endpointQuery(listRugbyUnionsEndpoint), staleTime: Infinity };

export function useRugbyUnions(enabled: boolean) {
  return useQuery({ ...rugbyUnionsQuery, enabled });
}
