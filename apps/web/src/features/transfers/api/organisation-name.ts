import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const organisationsContracts = () => import('@mywru/shared/organisations/endpoints');
const getOrganisationHubEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId',
  async () => (await organisationsContracts()).getOrganisationHubEndpoint,
);

/** `GET /api/organisation/{id}`: the organisation's name (the spec's read of it), for New Transfer's messages. */
export function useTransferOrganisation(organisationId: number) {
  return useQuery({
    ...endpointQuery(getOrganisationHubEndpoint, { params: { organisationId } }),
    enabled: Number.isInteger(organisationId) && organisationId > 0,
  });
}
