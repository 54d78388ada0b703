import { listVolunteerRolesEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../lib/endpoint-client';

/** `GET /api/volunteer/get-roles`: the roles one can volunteer for. */
export function volunteerRolesQuery() {
  return { ...endpointQuery(listVolunteerRolesEndpoint), staleTime: Infinity };
}

export function useVolunteerRoles() {
  return useQuery(volunteerRolesQuery());
}
