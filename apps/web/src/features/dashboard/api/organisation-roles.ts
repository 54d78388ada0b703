import { OrganisationRoleRecordListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/person/{id}/organisation/manage`: the organisations the person holds roles in, with those roles. */
export function organisationRolesQuery(memberId: string | null) {
  return queryOptions({
    queryKey: ['person', memberId, 'organisation', 'manage'],
    queryFn: async () => OrganisationRoleRecordListSchema.parse(await apiData<unknown>(`/api/person/${memberId}/organisation/manage`)),
    enabled: memberId !== null,
  });
}

export function useOrganisationRoles(memberId: string | null) {
  return useQuery(organisationRolesQuery(memberId));
}
