import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { showQualifications } from './person-qualifications';

const qualificationsContracts = () => import('@mywru/shared/qualifications/endpoints');
const addQualificationEndpoint = lazyEndpoint(
  'POST',
  '/api/union/people/:id/qualifications',
  async () => (await qualificationsContracts()).addQualificationEndpoint,
);

/** `POST /api/union/people/{id}/qualifications`. */
export function useAddQualification() {
  const queryClient = useQueryClient();
  return useEndpointMutation(addQualificationEndpoint, {
    onSuccess: (answer) => showQualifications(queryClient, answer),
  });
}
