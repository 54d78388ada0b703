import { listManagedOrganisationsEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

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
