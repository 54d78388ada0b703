import type { UnionOrganisationActiveFilter } from '@mywru/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listOrganisationsForUnionEndpoint } from '../../../../entities/organisation/union-organisation';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const organisationsContracts = () => import('@mywru/shared/organisations/endpoints');
const searchPeopleToAppointEndpoint = lazyEndpoint(
  'GET',
  '/api/union/organisations/people',
  async () => (await organisationsContracts()).searchPeopleToAppointEndpoint,
);

export interface OrganisationFilters {
  search: string;
  typeId: number | null;
  regionId: number | null;
  active: UnionOrganisationActiveFilter;
  page: number;
}

/** `GET /api/union/organisations`: a page of organisations by the filters, 20 a page. */
export function useUnionOrganisations({ search, typeId, regionId, active, page }: OrganisationFilters) {
  return useQuery({
    ...endpointQuery(listOrganisationsForUnionEndpoint, {
      query: {
        active,
        page,
        ...(search ? { search } : {}),
        ...(typeId ? { typeId } : {}),
        ...(regionId ? { regionId } : {}),
      },
    }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/union/organisations/people?search=`: people to appoint (at least 2 characters). */
export function usePeopleToAppoint(search: string) {
  return useQuery({
    ...endpointQuery(searchPeopleToAppointEndpoint, { query: { search } }),
    enabled: search.length >= 2,
  });
}
