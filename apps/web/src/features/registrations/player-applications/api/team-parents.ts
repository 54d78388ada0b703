import { queryKeyOf, TEAM_PAGE_SIZE, type TeamCard } from '@mywru/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/endpoints');
const listEligibleTeamsEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/type/:typeId/team-parents',
  async () => (await registrationsContracts()).listEligibleTeamsEndpoint,
);

/** `GET /api/organisation/type/{typeId}/team-parents?personId=&search=&page=`: 9 team cards a page. */
export function teamParentsQuery(typeId: number, personId: number, search: string) {
  const request = (page: number) => ({
    params: { typeId },
    query: { personId, page, ...(search ? { search } : {}) },
  });
  return infiniteQueryOptions({
    queryKey: queryKeyOf(listEligibleTeamsEndpoint, { params: { typeId }, query: { personId, search } }),
    queryFn: ({ pageParam, signal }) => callEndpoint(listEligibleTeamsEndpoint, request(pageParam), { signal }),
    initialPageParam: 1,
    // 'Load more' hides when a page brings fewer than 9.
    getNextPageParam: (lastPage: TeamCard[], pages) =>
      lastPage.length < TEAM_PAGE_SIZE ? undefined : pages.length + 1,
  });
}

export function useTeamParents(typeId: number, personId: number, search: string) {
  return useInfiniteQuery(teamParentsQuery(typeId, personId, search));
}
