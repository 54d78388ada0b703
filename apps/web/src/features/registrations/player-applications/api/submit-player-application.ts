import { queryKeyOfPath } from '@mywru/shared';
import { lazyEndpoint, useEndpointMutation } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/endpoints');
const submitPlayerApplicationEndpoint = lazyEndpoint(
  'POST',
  '/api/person/:id/playing-registration',
  async () => (await registrationsContracts()).submitPlayerApplicationEndpoint,
);

/** `POST /api/person/{id}/playing-registration`: the team and the six consents; the person's reads are fetched again. */
export function useSubmitPlayerApplication() {
  return useEndpointMutation(submitPlayerApplicationEndpoint, {
    invalidates: ({ params }) => [queryKeyOfPath(`/api/person/${params.id}`)],
  });
}
