import { queryKeyOf, TEAM_PLAYERS_PAGE_SIZE } from '@mywru/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';

const teamsContracts = () => import('@mywru/shared/teams/endpoints');
export const listOrganisationTeamsEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/team',
  async () => (await teamsContracts()).listOrganisationTeamsEndpoint,
);
const listTeamPlayersEndpoint = lazyEndpoint(
  'GET',
  '/api/team/child/:id/player',
  async () => (await teamsContracts()).listTeamPlayersEndpoint,
);
const setTeamRegistrationEndpoint = lazyEndpoint(
  'PUT',
  '/api/team/parent/:id/registration',
  async () => (await teamsContracts()).setTeamRegistrationEndpoint,
);
const teamParentContracts = () => import('@mywru/shared/registrations/team-parent-endpoint');
export const getTeamParentEndpoint = lazyEndpoint(
  'GET',
  '/api/team/parent/:id',
  async () => (await teamParentContracts()).getTeamParentEndpoint,
);

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** `GET /api/organisation/{id}/team`: Manage Teams' list. */
export function useOrganisationTeams(organisationId: number) {
  return useQuery({
    ...endpointQuery(listOrganisationTeamsEndpoint, { params: { organisationId } }),
    enabled: validId(organisationId),
  });
}

/**
 * `PUT /api/team/parent/{id}/registration`: opens or closes a team for registrations; the
 * organisation's team list is fetched again after it.
 */
export function useSetTeamRegistration(organisationId: number) {
  return useEndpointMutation(setTeamRegistrationEndpoint, {
    invalidates: () => [queryKeyOf(listOrganisationTeamsEndpoint, { params: { organisationId } })],
  });
}

export function useTeamParent(teamParentId: number) {
  return useQuery({
    ...endpointQuery(getTeamParentEndpoint, { params: { id: teamParentId } }),
    enabled: validId(teamParentId),
  });
}

/** Players of a team variation, 5 a page; another page is offered while a page comes back full. */
export function useTeamPlayers(teamChildId: number, search: string) {
  const params = { id: teamChildId };
  const filters = search ? { search } : {};
  return useInfiniteQuery({
    queryKey: queryKeyOf(listTeamPlayersEndpoint, { params, query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        listTeamPlayersEndpoint,
        { params, query: { page: pageParam, activeOnly: 'true', ...filters } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.length >= TEAM_PLAYERS_PAGE_SIZE ? pages.length + 1 : undefined),
  });
}
