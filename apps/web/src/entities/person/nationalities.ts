import { CountryListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

/** `GET /api/nationality`: [{ id, value }], the choices of the nationalities field. */
export const nationalitiesQuery = queryOptions({
  queryKey: ['nationality'],
  queryFn: async () => CountryListSchema.parse(await apiData<unknown>('/api/nationality')),
  staleTime: Infinity,
});

export function useNationalities() {
  return useQuery(nationalitiesQuery);
}
