import { RegisteredRoleListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/person/{id}/roles?includeDependants=true`: your roles and your children's. */
export function rolesQuery(memberId: string) {
  return queryOptions({
    queryKey: ['person', memberId, 'roles', 'with-dependants'],
    queryFn: async () =>
      RegisteredRoleListSchema.parse(await apiData<unknown>(`/api/person/${memberId}/roles?includeDependants=true`)),
  });
}

export function useRoles(memberId: string | null) {
  return useQuery({ ...rolesQuery(memberId ?? ''), enabled: memberId !== null });
}
