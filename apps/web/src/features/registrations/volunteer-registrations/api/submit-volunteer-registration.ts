import { queryKeyOfPath } from '@mywru/shared';
import { lazyEndpoint, useEndpointMutation } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/endpoints');
const submitVolunteerRegistrationEndpoint = lazyEndpoint(
  'POST',
  '/api/person/:id/volunteer-registration',
  async () => (await registrationsContracts()).submitVolunteerRegistrationEndpoint,
);

/** `POST /api/person/{id}/volunteer-registration`: role, organisation (null = unattached), teams and the four consents. */
export function useSubmitVolunteerRegistration() {
  return useEndpointMutation(submitVolunteerRegistrationEndpoint, {
    invalidates: ({ params }) => [queryKeyOfPath(`/api/person/${params.id}`)],
  });
}
