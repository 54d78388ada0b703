import { TEAM_PAGE_SIZE, TeamCardListSchema, type TeamCard } from '@mywru/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/organisation/type/{typeId}/team-parents?personId=&search=&page=`: 9 team cards a page. */
export function teamParentsQuery(typeId: number, personId: number, search: string) {
  return infiniteQueryOptions({
    queryKey: ['organisation', 'type', typeId, 'team-parents', personId, search],
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ personId: String(personId), page: String(pageParam) });
      if (search) params.set('search', search);
      return TeamCardListSchema.parse(await apiData<unknown>(`/api/organisation/type/${typeId}/team-parents?${params}`, { signal }));
    },
    initialPageParam: 1,
    // 'Load more' hides when a page brings fewer than 9.
    getNextPageParam: (lastPage: TeamCard[], pages) => (lastPage.length < TEAM_PAGE_SIZE ? undefined : pages.length + 1),
  });
}

export function useTeamParents(typeId: number, personId: number, search: string) {
  return useInfiniteQuery(teamParentsQuery(typeId, personId, search));
}
