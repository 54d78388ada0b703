import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { personQuery } from '../../../entities/person';

const peopleContracts = () => import('@mywru/shared/people/endpoints');
const submitOnboardingEndpoint = lazyEndpoint(
  'POST',
  '/api/person/:id/onboarding',
  async () => (await peopleContracts()).submitOnboardingEndpoint,
);

/**
 * `POST /api/person/{id}/onboarding`: names, date of birth, address and marketing preferences in
 * one call; then the person is reloaded so the dashboard leaves the incomplete state.
 */
export function useSubmitOnboarding() {
  return useEndpointMutation(submitOnboardingEndpoint, {
    invalidates: ({ params }) => [personQuery(String(params.id)).queryKey],
  });
}
