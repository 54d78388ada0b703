import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { playerAnswerKeys } from './player-answer-keys';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const declinePermitAsPlayerEndpoint = lazyEndpoint(
  'PUT',
  '/api/permit/:id/player-guardian/decline',
  async () => (await permitsContracts()).declinePermitAsPlayerEndpoint,
);

/** `PUT /api/permit/{id}/player-guardian/decline`: the player, or a child's guardian, declines (the permit is cancelled). */
export function useDeclinePermitAsPlayer() {
  return useEndpointMutation(declinePermitAsPlayerEndpoint, {
    invalidates: (request) => playerAnswerKeys(Number(request.params.id)),
  });
}
