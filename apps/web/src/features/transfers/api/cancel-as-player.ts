import { cancelTransferAsPlayerEndpoint } from '@mywru/shared';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { playerAnswerKeys } from './player-answer-keys';

/** `PUT /api/transfer/{id}/player-guardian/cancel`: the player, or a child's guardian, cancels before the union's decision. */
export function useCancelTransferAsPlayer() {
  return useEndpointMutation(cancelTransferAsPlayerEndpoint, {
    invalidates: (request) => playerAnswerKeys(Number(request.params.id)),
  });
}
