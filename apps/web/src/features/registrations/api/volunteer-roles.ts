import { VolunteerRoleListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/volunteer/get-roles`: the roles one can volunteer for. */
export const volunteerRolesQuery = queryOptions({
  queryKey: ['volunteer', 'roles'],
  queryFn: async () => VolunteerRoleListSchema.parse(await apiData<unknown>('/api/volunteer/get-roles')),
  staleTime: Infinity,
});

export function useVolunteerRoles() {
  return useQuery(volunteerRolesQuery);
}
