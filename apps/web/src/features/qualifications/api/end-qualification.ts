import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { refreshQualifications, showQualifications } from './person-qualifications';

const qualificationsContracts = () => import('@mywru/shared/qualifications/endpoints');
const endQualificationEndpoint = lazyEndpoint(
  'POST',
  '/api/union/people/:id/qualifications/:qualificationId/end',
  async () => (await qualificationsContracts()).endQualificationEndpoint,
);

/** `POST /api/union/people/{id}/qualifications/{qualificationId}/end` (409 if already ended). */
export function useEndQualification() {
  const queryClient = useQueryClient();
  return useEndpointMutation(endQualificationEndpoint, {
    onSuccess: (answer) => showQualifications(queryClient, answer),
    onError: (_error, request) => refreshQualifications(queryClient, Number(request.params.id)),
  });
}
