import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { personQuery } from '../../../entities/person';

const peopleContracts = () => import('@mywru/shared/people/endpoints');
const setMarketingPreferencesEndpoint = lazyEndpoint(
  'PUT',
  '/api/person/:id/marketing-preferences',
  async () => (await peopleContracts()).setMarketingPreferencesEndpoint,
);

/** `PUT /api/person/{id}/marketing-preferences`: the three opt-ins. Failures are only logged (spec section 7). */
export function useUpdateMarketingPreferences() {
  return useEndpointMutation(setMarketingPreferencesEndpoint, {
    invalidates: ({ params }) => [personQuery(String(params.id)).queryKey],
    onError: (error) => console.error('Could not save marketing preferences', error),
  });
}
