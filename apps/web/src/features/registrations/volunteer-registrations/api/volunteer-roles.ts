import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

/**
 * The contracts load with the first call (`lazyEndpoint`, decision 035): the page's first load
 * leaves out their schemas and zod.
 */
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
