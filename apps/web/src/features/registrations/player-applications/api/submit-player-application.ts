import { queryKeyOfPath, submitPlayerApplicationEndpoint } from '@mywru/shared';
import { useEndpointMutation } from '../../../../lib/endpoint-client';

/** `POST /api/person/{id}/playing-registration`: the team and the six consents; the person's reads are fetched again. */
export function useSubmitPlayerApplication() {
  return useEndpointMutation(submitPlayerApplicationEndpoint, {
    invalidates: ({ params }) => [queryKeyOfPath(`/api/person/${params.id}`)],
  });
}
