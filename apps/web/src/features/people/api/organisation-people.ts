import { PEOPLE_PAGE_SIZE, queryKeyOf, type PeopleRoleFilter } from '@mywru/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const qualificationsContracts = () => import('@mywru/shared/qualifications/endpoints');
const listQualificationsForOrganisationEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/people/:wruId/qualifications',
  async () => (await qualificationsContracts()).listQualificationsForOrganisationEndpoint,
);
const peopleContracts = () => import('@mywru/shared/people/endpoints');
const getOrganisationPersonEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/people/:wruId',
  async () => (await peopleContracts()).getOrganisationPersonEndpoint,
);
const searchOrganisationPeopleEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/people/all',
  async () => (await peopleContracts()).searchOrganisationPeopleEndpoint,
);
const dbsChecksContracts = () => import('@mywru/shared/dbs-checks/endpoints');
const getDbsForOrganisationEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/people/:wruId/person-dbs',
  async () => (await dbsChecksContracts()).getDbsForOrganisationEndpoint,
);

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Search People, 20 a page; another page is offered while a page comes back full. */
export function usePeopleSearch(organisationId: number, role: PeopleRoleFilter, search: string) {
  const request = { params: { organisationId }, query: { role, ...(search ? { search } : {}) } };
  return useInfiniteQuery({
    queryKey: queryKeyOf(searchOrganisationPeopleEndpoint, request),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        searchOrganisationPeopleEndpoint,
        { ...request, query: { role, page: pageParam, ...(search ? { search } : {}) } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.length >= PEOPLE_PAGE_SIZE ? pages.length + 1 : undefined),
    enabled: validId(organisationId),
  });
}

/** The people details dialog: the member, their roles here, their DBS status and a minor's parent. */
export function usePersonDetails(organisationId: number, wruId: number) {
  return useQuery(endpointQuery(getOrganisationPersonEndpoint, { params: { organisationId, wruId } }));
}

export function usePersonQualifications(organisationId: number, wruId: number) {
  return useQuery(endpointQuery(listQualificationsForOrganisationEndpoint, { params: { organisationId, wruId } }));
}

export function usePersonDbs(organisationId: number, wruId: number) {
  return useQuery(endpointQuery(getDbsForOrganisationEndpoint, { params: { organisationId, wruId } }));
}
