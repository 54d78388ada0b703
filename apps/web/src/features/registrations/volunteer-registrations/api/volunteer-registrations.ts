import { listVolunteerRegistrationsEndpoint } from '@mywru/shared';
import { endpointQuery } from '../../../../lib/endpoint-client';

/** `GET /api/person/{id}/volunteer-registration`: a person's volunteer registrations. */
export function volunteerRegistrationsQuery(personId: number) {
  return endpointQuery(listVolunteerRegistrationsEndpoint, { params: { id: personId } });
}
