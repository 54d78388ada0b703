import { getVolunteerRegistrationForUnionEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../lib/endpoint-client';

/** `GET /api/union/volunteer-registrations/{id}`: one volunteer registration needing the union, with its decisions and history. */
export function volunteerRegistrationQuery(id: number) {
  return {
    ...endpointQuery(getVolunteerRegistrationForUnionEndpoint, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  };
}

export function useVolunteerRegistration(id: number) {
  return useQuery(volunteerRegistrationQuery(id));
}
