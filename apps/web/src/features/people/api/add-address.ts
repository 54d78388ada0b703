import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { personQuery } from '../../../entities/person';

const peopleContracts = () => import('@mywru/shared/people/endpoints');
const addAddressEndpoint = lazyEndpoint(
  'POST',
  '/api/person/:id/address',
  async () => (await peopleContracts()).addAddressEndpoint,
);

/** `POST /api/person/{id}/address`: the new current address (the last one held); the person is reloaded. */
export function useAddAddress() {
  return useEndpointMutation(addAddressEndpoint, {
    invalidates: ({ params }) => [personQuery(String(params.id)).queryKey],
  });
}
