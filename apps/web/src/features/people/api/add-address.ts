import { addAddressEndpoint } from '@mywru/shared';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { personQuery } from '../../../entities/person';

/** `POST /api/person/{id}/address`: the new current address (the last one held); the person is reloaded. */
export function useAddAddress() {
  return useEndpointMutation(addAddressEndpoint, {
    invalidates: ({ params }) => [personQuery(String(params.id)).queryKey],
  });
}
