import { approveTransferAsPlayerEndpoint } from '@mywru/shared';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { playerAnswerKeys } from './player-answer-keys';

/** `PUT /api/transfer/{id}/player-guardian/approve`: the player, or a child's guardian, approves with the six consents. */
export function useApproveTransferAsPlayer() {
  return useEndpointMutation(approveTransferAsPlayerEndpoint, {
    invalidates: (request) => playerAnswerKeys(Number(request.params.id)),
  });
}
