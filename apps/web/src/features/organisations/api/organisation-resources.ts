import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const organisationsContracts = () => import('@mywru/shared/organisations/endpoints');
const getOrganisationResourcesEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/resources',
  async () => (await organisationsContracts()).getOrganisationResourcesEndpoint,
);

/** `GET /api/organisation/{id}/resources`: the Club Investment Model documents. */
export function useOrganisationResources(organisationId: number) {
  return useQuery({
    ...endpointQuery(getOrganisationResourcesEndpoint, { params: { organisationId } }),
    enabled: Number.isInteger(organisationId) && organisationId > 0,
  });
}
