import { listNationalitiesEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/nationality`: [{ id, value }]. */
export const nationalitiesQuery = { ...endpointQuery(listNationalitiesEndpoint), staleTime: Infinity };

export function useNationalities() {
  return useQuery(nationalitiesQuery);
}
