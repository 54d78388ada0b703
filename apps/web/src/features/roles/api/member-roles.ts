import { listRegisteredRolesEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

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
