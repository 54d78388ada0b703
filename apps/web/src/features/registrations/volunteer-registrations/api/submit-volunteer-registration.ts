import { queryKeyOfPath, submitVolunteerRegistrationEndpoint } from '@mywru/shared';
import { useEndpointMutation } from '../../../../lib/endpoint-client';

/** `POST /api/person/{id}/volunteer-registration`: role, organisation (null = unattached), teams and the four consents. */
export function useSubmitVolunteerRegistration() {
  return useEndpointMutation(submitVolunteerRegistrationEndpoint, {
    invalidates: ({ params }) => [queryKeyOfPath(`/api/person/${params.id}`)],
  });
}
