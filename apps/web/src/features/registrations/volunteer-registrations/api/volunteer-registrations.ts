import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/endpoints');
const listVolunteerRegistrationsEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/volunteer-registration',
  async () => (await registrationsContracts()).listVolunteerRegistrationsEndpoint,
);

/** `GET /api/person/{id}/volunteer-registration`: a person's volunteer registrations. */
export function volunteerRegistrationsQuery(personId: number) {
  return endpointQuery(listVolunteerRegistrationsEndpoint, { params: { id: personId } });
}
