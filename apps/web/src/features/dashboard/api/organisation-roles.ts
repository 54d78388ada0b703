import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

/** Its contract loads with the first read, while the read is under way (`lazyEndpoint`, decision 035). */
const listManagedOrganisationsEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/organisation/manage',
  async () => (await import('@mywru/shared/organisations/endpoints')).listManagedOrganisationsEndpoint,
);

/** `GET /api/person/{id}/organisation/manage`: the organisations the person holds roles in, with those roles. */
export function organisationRolesQuery(memberId: string | null) {
  return {
    ...endpointQuery(listManagedOrganisationsEndpoint, { params: { id: memberId ?? '' } }),
    enabled: memberId !== null,
  };
}

export function useOrganisationRoles(memberId: string | null) {
  return useQuery(organisationRolesQuery(memberId));
}
