import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const rolesContracts = () => import('@mywru/shared/roles/endpoints');
const listRegisteredRolesEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/roles',
  async () => (await rolesContracts()).listRegisteredRolesEndpoint,
);

/** `GET /api/person/{id}/roles?includeDependants=true`: your roles and your children's. */
export function memberRolesQuery(memberId: string) {
  return endpointQuery(listRegisteredRolesEndpoint, {
    params: { id: memberId },
    query: { includeDependants: 'true' },
  });
}

export function useMemberRoles(memberId: string | null) {
  return useQuery({ ...memberRolesQuery(memberId ?? ''), enabled: memberId !== null });
}
