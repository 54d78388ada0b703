import { setMarketingPreferencesEndpoint } from '@mywru/shared';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { personQuery } from '../../../entities/person';

/** `PUT /api/person/{id}/marketing-preferences`: the three opt-ins. Failures are only logged (spec section 7). */
export function useUpdateMarketingPreferences() {
  return useEndpointMutation(setMarketingPreferencesEndpoint, {
    invalidates: ({ params }) => [personQuery(String(params.id)).queryKey],
    onError: (error) => console.error('Could not save marketing preferences', error),
  });
}
