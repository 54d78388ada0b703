import { UnionVolunteerRegistrationDetailSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../../lib/api-client';
import { workQueueKey } from './keys';

/** `GET /api/union/volunteer-registrations/{id}`: one volunteer registration needing the union, with its decisions and history. */
export function volunteerRegistrationQuery(id: number) {
  return queryOptions({
    queryKey: [...workQueueKey, 'volunteer_registration', id],
    queryFn: async () =>
      UnionVolunteerRegistrationDetailSchema.parse(await apiData<unknown>(`/api/union/volunteer-registrations/${id}`)),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useVolunteerRegistration(id: number) {
  return useQuery(volunteerRegistrationQuery(id));
}
