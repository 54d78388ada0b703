import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const organisationsContracts = () => import('@mywru/shared/organisations/endpoints');
const getOrganisationHubEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId',
  async () => (await organisationsContracts()).getOrganisationHubEndpoint,
);
const getOrganisationResourcesEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/resources',
  async () => (await organisationsContracts()).getOrganisationResourcesEndpoint,
);

const isId = (organisationId: number) => Number.isInteger(organisationId) && organisationId > 0;

/** `GET /api/organisation/{id}`: the organisation and the caller's roles there. */
export function organisationHubQuery(organisationId: number) {
  return {
    ...endpointQuery(getOrganisationHubEndpoint, { params: { organisationId } }),
    enabled: isId(organisationId),
  };
}

export function useOrganisationHub(organisationId: number) {
  return useQuery(organisationHubQuery(organisationId));
}

/** `GET /api/organisation/{id}/resources`: the Club Investment Model documents. */
export function useOrganisationResources(organisationId: number) {
  return useQuery({
    ...endpointQuery(getOrganisationResourcesEndpoint, { params: { organisationId } }),
    enabled: isId(organisationId),
  });
}
