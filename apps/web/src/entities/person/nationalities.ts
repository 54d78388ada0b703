import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../lib/endpoint-client';

const lookupsContracts = () => import('@mywru/shared/lookups/endpoints');
const listNationalitiesEndpoint = lazyEndpoint(
  'GET',
  '/api/nationality',
  async () => (await lookupsContracts()).listNationalitiesEndpoint,
);

/** `GET /api/nationality`: [{ id, value }], the choices of the nationalities field. */
export const nationalitiesQuery = { ...endpointQuery(listNationalitiesEndpoint), staleTime: Infinity };

export function useNationalities() {
  return useQuery(nationalitiesQuery);
}
