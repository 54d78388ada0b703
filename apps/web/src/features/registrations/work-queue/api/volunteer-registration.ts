import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/decision-endpoints');
const getVolunteerRegistrationForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/volunteer-registrations/:id',
  async () => (await registrationsContracts()).getVolunteerRegistrationForUnionEndpoint,
);

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
