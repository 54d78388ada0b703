import { listChildrenEndpoint, PlayerApplicationListSchema, VolunteerApplicationListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/person/{id}/application`: a person's player applications (Track Registrations reads the family's with useQueries). */
export function playerApplicationsQuery(personId: number) {
  return queryOptions({
    queryKey: ['person', String(personId), 'application'],
    queryFn: async () =>
      PlayerApplicationListSchema.parse(await apiData<unknown>(`/api/person/${personId}/application`)),
  });
}

/** `GET /api/person/{id}/volunteer-registration`: a person's volunteer applications. */
export function volunteerApplicationsQuery(personId: number) {
  return queryOptions({
    queryKey: ['person', String(personId), 'volunteer-registration'],
    queryFn: async () =>
      VolunteerApplicationListSchema.parse(await apiData<unknown>(`/api/person/${personId}/volunteer-registration`)),
  });
}

/** `GET /api/person/{id}/child`: the signed-in parent's children (each gets a section). */
export function childrenQuery(memberId: string) {
  return endpointQuery(listChildrenEndpoint, { params: { id: memberId } });
}

export function useChildren(memberId: string | null) {
  return useQuery({ ...childrenQuery(memberId ?? ''), enabled: memberId !== null });
}
