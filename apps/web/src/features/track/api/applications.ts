import { PlayerApplicationListSchema, VolunteerApplicationListSchema } from '@mywru/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

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
