import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { playerAnswerKeys } from './player-answer-keys';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const approvePermitAsPlayerEndpoint = lazyEndpoint(
  'PUT',
  '/api/permit/:id/player-guardian/approve',
  async () => (await permitsContracts()).approvePermitAsPlayerEndpoint,
);

/** `PUT /api/permit/{id}/player-guardian/approve`: the player, or a child's guardian, approves with the six consents. */
export function useApprovePermitAsPlayer() {
  return useEndpointMutation(approvePermitAsPlayerEndpoint, {
    invalidates: (request) => playerAnswerKeys(Number(request.params.id)),
  });
}
