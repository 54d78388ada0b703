import {
  canPlayerApprove,
  canPlayerCancel,
  canSendingOrganisationDecide,
  canUnionDecide,
  canUseUnionArea,
  type EndpointInput,
  type getTransferEndpoint,
  type Transfer,
} from '@mywru/shared';
import { activeUnionRoles } from '../../domain/access/union-access';
import { decisionsOf } from '../../domain/transfer/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { isPlayerSide, loadTransfer, sideAccess } from './access';
import { presentTransfer } from './present';

/**
 * GET /transfer/{id}: one transfer with its timeline and what the caller may do now, for the
 * player or a child's guardian, the officials of both organisations (a Team Manager or Team Coach
 * of the team of their side) and the union's staff of area Transfers. Anyone else is refused (403,
 * logged).
 */
export async function getTransfer(
  context: UseCaseContext,
  input: EndpointInput<typeof getTransferEndpoint>,
): Promise<Transfer> {
  const { db, actor, now } = context;
  const row = await loadTransfer(db, input.params.id);
  const decisions = decisionsOf(row);
  const player = isPlayerSide(actor, row);
  const sending = (await sideAccess(db, actor, row, 'sending', now)) !== null;
  const receiving = !player && !sending && (await sideAccess(db, actor, row, 'receiving', now)) !== null;
  const union = canUseUnionArea(await activeUnionRoles(db, actor), 'transfers');
  if (!player && !sending && !receiving && !union) throw AppError.forbidden();
  return presentTransfer(row, now, {
    approveAsPlayer: player && canPlayerApprove(decisions, now),
    cancelAsPlayer: player && canPlayerCancel(decisions, now),
    decideAsOrganisation: sending && canSendingOrganisationDecide(decisions, now),
    decideAsUnion: union && canUnionDecide(decisions, now),
  });
}
