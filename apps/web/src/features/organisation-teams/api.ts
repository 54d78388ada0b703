import {
  getTeamParentEndpoint,
  OrganisationTeamListSchema,
  TEAM_PLAYERS_PAGE_SIZE,
  TeamPlayerListSchema,
  TeamRegistrationStateSchema,
} from '@mywru/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, apiData, apiRequest } from '../../lib/api-client';
import { endpointQuery } from '../../lib/endpoint-client';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export const teamsKey = (organisationId: number) => ['organisation', organisationId, 'teams'] as const;

export function useOrganisationTeams(organisationId: number) {
  return useQuery({
    queryKey: teamsKey(organisationId),
    queryFn: async () =>
      OrganisationTeamListSchema.parse(await apiData<unknown>(`/api/organisation/${organisationId}/team`)),
    enabled: validId(organisationId),
  });
}

/** Opens or closes a team for registrations; resolves with the new state or throws an ApiError. */
export async function setTeamRegistrations(teamParentId: number, value: boolean) {
  const result = await apiRequest<unknown>(`/api/team/parent/${teamParentId}/registration`, {
    method: 'PUT',
    body: { value },
  });
  if (!result.success) throw new ApiError(result);
  return TeamRegistrationStateSchema.parse(result.data);
}

export function useTeamParent(teamParentId: number) {
  return useQuery({
    ...endpointQuery(getTeamParentEndpoint, { params: { id: teamParentId } }),
    enabled: validId(teamParentId),
  });
}

/** Players of a team variation, 5 a page; another page is offered while a page comes back full. */
export function useTeamPlayers(teamChildId: number, search: string) {
  return useInfiniteQuery({
    queryKey: ['team', 'child', teamChildId, 'players', { search }],
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ page: String(pageParam), activeOnly: 'true' });
      if (search) query.set('search', search);
      return TeamPlayerListSchema.parse(
        await apiData<unknown>(`/api/team/child/${teamChildId}/player?${query.toString()}`),
      );
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.length >= TEAM_PLAYERS_PAGE_SIZE ? pages.length + 1 : undefined),
  });
}
