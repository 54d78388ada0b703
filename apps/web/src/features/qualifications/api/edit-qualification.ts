import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { refreshQualifications, showQualifications } from './person-qualifications';

const qualificationsContracts = () => import('@mywru/shared/qualifications/endpoints');
const editQualificationEndpoint = lazyEndpoint(
  'PUT',
  '/api/union/people/:id/qualifications/:qualificationId',
  async () => (await qualificationsContracts()).editQualificationEndpoint,
);

/** `PUT /api/union/people/{id}/qualifications/{qualificationId}` (409 once ended). */
export function useEditQualification() {
  const queryClient = useQueryClient();
  return useEndpointMutation(editQualificationEndpoint, {
    onSuccess: (answer) => showQualifications(queryClient, answer),
    onError: (_error, request) => refreshQualifications(queryClient, Number(request.params.id)),
  });
}
