import { canPlayerApprove, isTransferEnded, transferStateOf, type Reason, type TransferConsent } from '@mywru/shared';
import { recordAudit } from '../../domain/audit/audit';
import { sendTransferEmails } from '../../domain/transfer/emails';
import { decisionsOf, findTransfer, type TransferRow } from '../../domain/transfer/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { isPlayerSide, loadTransfer } from './access';
import { approveIfAwaitingPlayer, cancelIfOpen } from './queries';

function approvalRefusalOf(row: TransferRow, now: Date): Reason {
  return isTransferEnded(transferStateOf(decisionsOf(row), now))
    ? 'transfer.ended'
    : 'transfer.player_already_decided';
}

/**
 * PUT /transfer/{id}/player-guardian/approve (with the six consents) and /cancel: the player, or a
 * child's guardian, answers the transfer. Approval once, while it awaits them; cancelling at any
 * time before the union's decision. Approval opens the sending organisation's 7 days.
 *
 * Exactly once: a conditional update; the loser of two answers at once gets 409 with the reason
 * read after. Audited; both organisations' secretaries (and the union, when the sending
 * organisation has already approved) are e-mailed.
 */
export async function answerTransferAsPlayer(
  context: UseCaseContext,
  input: { params: { id: number }; answer: { approve: true; consents: TransferConsent } | { approve: false } },
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  const transfer = await loadTransfer(db, input.params.id);
  if (!isPlayerSide(actor, transfer)) throw new AppError('transfer.permission.player');
  const { answer } = input;
  if (answer.approve && !canPlayerApprove(decisionsOf(transfer), now)) {
    throw new AppError(approvalRefusalOf(transfer, now));
  }
  if (!answer.approve && isTransferEnded(transferStateOf(decisionsOf(transfer), now))) {
    throw new AppError('transfer.ended');
  }

  return db.transaction(async (tx) => {
    const change = { id: transfer.id, by: actor.personId, now };
    const done = answer.approve
      ? await approveIfAwaitingPlayer(tx, { ...change, consents: answer.consents })
      : await cancelIfOpen(tx, change);
    if (!done) {
      const current = await findTransfer(tx, transfer.id);
      throw new AppError(answer.approve && current ? approvalRefusalOf(current, now) : 'transfer.ended');
    }
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: answer.approve ? 'transfer.player-approved' : 'transfer.player-cancelled',
      subjectType: 'transfer',
      subjectId: transfer.id,
      personId: transfer.personId,
      organisationId: transfer.toOrganisationId,
      requestId: context.requestId,
      details: { isChild: transfer.personId !== actor.personId },
    });
    const row = await findTransfer(tx, transfer.id);
    if (!row) throw new Error('the answered transfer vanished');
    await sendTransferEmails(context, tx, row, answer.approve ? 'player_approved' : 'player_cancelled', {
      unionMustAct: answer.approve && transferStateOf(decisionsOf(row), now) === 'ready_for_union',
    });
    return { id: transfer.id };
  });
}
