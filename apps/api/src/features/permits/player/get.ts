import type { EndpointInput, getPermitForPlayerEndpoint, PlayerPermit } from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { loadPermit } from '../access';
import { isPlayerSide } from './access';
import { presentPlayerPermit } from './present';

/**
 * GET /permit/{id}/player-guardian: one permit for the player, or a child's guardian, with whether
 * they may approve or decline it now. Anyone else is refused (403 permit.permission.player, logged).
 */
export async function getPermitForPlayer(
  context: UseCaseContext,
  input: EndpointInput<typeof getPermitForPlayerEndpoint>,
): Promise<PlayerPermit> {
  const { db, actor, now } = context;
  const row = await loadPermit(db, input.params.id);
  if (!isPlayerSide(actor, row)) throw new AppError('permit.permission.player');
  return presentPlayerPermit(row, actor.personId, now);
}
