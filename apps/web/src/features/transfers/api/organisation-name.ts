import { getOrganisationHubEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/organisation/{id}`: the organisation's name (the spec's read of it), for New Transfer's messages. */
export function useTransferOrganisation(organisationId: number) {
  return useQuery({
    ...endpointQuery(getOrganisationHubEndpoint, { params: { organisationId } }),
    enabled: Number.isInteger(organisationId) && organisationId > 0,
  });
}
