import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { playerAnswerKeys } from './player-answer-keys';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const approveTransferAsPlayerEndpoint = lazyEndpoint(
  'PUT',
  '/api/transfer/:id/player-guardian/approve',
  async () => (await transfersContracts()).approveTransferAsPlayerEndpoint,
);

/** `PUT /api/transfer/{id}/player-guardian/approve`: the player, or a child's guardian, approves with the six consents. */
export function useApproveTransferAsPlayer() {
  return useEndpointMutation(approveTransferAsPlayerEndpoint, {
    invalidates: (request) => playerAnswerKeys(Number(request.params.id)),
  });
}
