import { OrganisationTeamParentListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/team/{organisationId}/get-team-parents`: an organisation's teams, for the volunteer's team choice. */
export function organisationTeamParentsQuery(organisationId: number | null) {
  return queryOptions({
    queryKey: ['team', organisationId, 'team-parents'],
    queryFn: async () => OrganisationTeamParentListSchema.parse(await apiData<unknown>(`/api/team/${organisationId}/get-team-parents`)),
    enabled: organisationId !== null,
  });
}

export function useOrganisationTeamParents(organisationId: number | null) {
  return useQuery(organisationTeamParentsQuery(organisationId));
}
