import { OrganisationTypeListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/organisation/type`: the ways to play (organisation types). */
export const organisationTypesQuery = queryOptions({
  queryKey: ['organisation', 'type'],
  queryFn: async () => OrganisationTypeListSchema.parse(await apiData<unknown>('/api/organisation/type')),
  staleTime: Infinity,
});

export function useOrganisationTypes() {
  return useQuery(organisationTypesQuery);
}
