import { endQualificationEndpoint } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { refreshQualifications, showQualifications } from './person-qualifications';

/** `POST /api/union/people/{id}/qualifications/{qualificationId}/end` (409 if already ended). */
export function useEndQualification() {
  const queryClient = useQueryClient();
  return useEndpointMutation(endQualificationEndpoint, {
    onSuccess: (answer) => showQualifications(queryClient, answer),
    onError: (_error, request) => refreshQualifications(queryClient, Number(request.params.id)),
  });
}
