import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const lookupsContracts = () => import('@mywru/shared/lookups/endpoints');
const listRugbyUnionsEndpoint = lazyEndpoint(
  'GET',
  '/api/rugby-union',
  async () => (await lookupsContracts()).listRugbyUnionsEndpoint,
);

/** `GET /api/rugby-union`: the unions a player may be registered with; the home union is not selectable. */
export const rugbyUnionsQuery = { ...endpointQuery(listRugbyUnionsEndpoint), staleTime: Infinity };

export function useRugbyUnions(enabled: boolean) {
  return useQuery({ ...rugbyUnionsQuery, enabled });
}
