import { addQualificationEndpoint } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { showQualifications } from './person-qualifications';

/** `POST /api/union/people/{id}/qualifications`. */
export function useAddQualification() {
  const queryClient = useQueryClient();
  return useEndpointMutation(addQualificationEndpoint, {
    onSuccess: (answer) => showQualifications(queryClient, answer),
  });
}
