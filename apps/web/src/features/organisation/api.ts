import { OrganisationHubSchema, OrganisationResourcesSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

/** `GET /api/organisation/{id}`: the organisation and the caller's roles there. */
export function organisationHubQuery(organisationId: number) {
  return queryOptions({
    queryKey: ['organisation', organisationId, 'hub'],
    queryFn: async () => OrganisationHubSchema.parse(await apiData<unknown>(`/api/organisation/${organisationId}`)),
    enabled: Number.isInteger(organisationId) && organisationId > 0,
  });
}

export function useOrganisationHub(organisationId: number) {
  return useQuery(organisationHubQuery(organisationId));
}

/** `GET /api/organisation/{id}/resources`: the Club Investment Model documents. */
export function useOrganisationResources(organisationId: number) {
  return useQuery({
    queryKey: ['organisation', organisationId, 'resources'],
    queryFn: async () =>
      OrganisationResourcesSchema.parse(await apiData<unknown>(`/api/organisation/${organisationId}/resources`)),
    enabled: Number.isInteger(organisationId) && organisationId > 0,
  });
}
