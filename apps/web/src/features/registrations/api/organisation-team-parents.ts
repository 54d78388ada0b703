import { ORGANISATION_PAGE_SIZE, queryKeyOf, type OrganisationTeamParent } from '@mywru/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, lazyEndpoint } from '../../../lib/endpoint-client';

const teamsContracts = () => import('@mywru/shared/teams/endpoints');
const listTeamParentsOfOrganisationEndpoint = lazyEndpoint(
  'GET',
  '/api/team/:organisationId/get-team-parents',
  async () => (await teamsContracts()).listTeamParentsOfOrganisationEndpoint,
);

/**
 * `GET /api/team/{organisationId}/get-team-parents?page=`: an organisation's teams for the
 * volunteer's team choice, 9 a page in age-grade order; another page while a page comes back full.
 */
export function organisationTeamParentsQuery(organisationId: number | null) {
  const params = { organisationId: organisationId ?? 0 };
  return infiniteQueryOptions({
    queryKey: queryKeyOf(listTeamParentsOfOrganisationEndpoint, { params }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listTeamParentsOfOrganisationEndpoint, { params, query: { page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: OrganisationTeamParent[], pages) =>
      lastPage.length < ORGANISATION_PAGE_SIZE ? undefined : pages.length + 1,
    enabled: organisationId !== null,
  });
}

export function useOrganisationTeamParents(organisationId: number | null) {
  return useInfiniteQuery(organisationTeamParentsQuery(organisationId));
}
