import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../lib/endpoint-client';

const organisationsContracts = () => import('@mywru/shared/organisations/endpoints');
const getOrganisationHubEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId',
  async () => (await organisationsContracts()).getOrganisationHubEndpoint,
);

/**
 * `GET /api/organisation/{id}`: the organisation and the caller's roles there. The organisation hub
 * draws it; New Transfer names the organisation from it (one read, one cache entry for both).
 */
export function useOrganisationHub(organisationId: number) {
  return useQuery({
    ...endpointQuery(getOrganisationHubEndpoint, { params: { organisationId } }),
    enabled: Number.isInteger(organisationId) && organisationId > 0,
  });
}
