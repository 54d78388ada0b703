import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { playerAnswerKeys } from './player-answer-keys';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const cancelTransferAsPlayerEndpoint = lazyEndpoint(
  'PUT',
  '/api/transfer/:id/player-guardian/cancel',
  async () => (await transfersContracts()).cancelTransferAsPlayerEndpoint,
);

/** `PUT /api/transfer/{id}/player-guardian/cancel`: the player, or a child's guardian, cancels before the union's decision. */
export function useCancelTransferAsPlayer() {
  return useEndpointMutation(cancelTransferAsPlayerEndpoint, {
    invalidates: (request) => playerAnswerKeys(Number(request.params.id)),
  });
}
