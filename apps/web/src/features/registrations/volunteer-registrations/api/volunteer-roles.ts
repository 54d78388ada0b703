import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/endpoints');
const listVolunteerRolesEndpoint = lazyEndpoint(
  'GET',
  '/api/volunteer/get-roles',
  async () => (await registrationsContracts()).listVolunteerRolesEndpoint,
);

/** `GET /api/volunteer/get-roles`: the roles one can volunteer for. */
export function volunteerRolesQuery() {
  return { ...endpointQuery(listVolunteerRolesEndpoint), staleTime: Infinity };
}

export function useVolunteerRoles() {
  return useQuery(volunteerRolesQuery());
}
