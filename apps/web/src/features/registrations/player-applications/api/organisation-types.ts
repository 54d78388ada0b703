import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/endpoints');
const listOrganisationTypesEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/type',
  async () => (await registrationsContracts()).listOrganisationTypesEndpoint,
);

/** `GET /api/organisation/type`: the ways to play (organisation types). */
export function organisationTypesQuery() {
  return { ...endpointQuery(listOrganisationTypesEndpoint), staleTime: Infinity };
}

export function useOrganisationTypes() {
  return useQuery(organisationTypesQuery());
}
