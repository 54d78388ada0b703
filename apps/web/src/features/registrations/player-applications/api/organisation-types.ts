import { listOrganisationTypesEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../lib/endpoint-client';

/** `GET /api/organisation/type`: the ways to play (organisation types). */
export function organisationTypesQuery() {
  return { ...endpointQuery(listOrganisationTypesEndpoint), staleTime: Infinity };
}

export function useOrganisationTypes() {
  return useQuery(organisationTypesQuery());
}
