import {
  canSendingOrganisationDecide,
  isTransferEnded,
  OBJECTION_WINDOW_DAYS,
  transferStateOf,
  type Reason,
} from '@mywru/shared';
import { recordAudit } from '../../domain/audit/audit';
import { sendTransferEmails } from '../../domain/transfer/emails';
import { decisionsOf, findTransfer, type TransferRow } from '../../domain/transfer/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { loadTransfer, sideAccess } from './access';
import { decideAsOrganisationIfOpen } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why the sending organisation may not decide the transfer as it stands now. */
function refusalOf(row: TransferRow, now: Date): Reason {
  if (isTransferEnded(transferStateOf(decisionsOf(row), now))) return 'transfer.ended';
  if (row.organisationDecision !== null) return 'transfer.organisation_already_decided';
  return 'transfer.objection_window_closed';
}

/**
 * PUT /transfer/{id}/organisation/approve and /object: the sending organisation (area Transfers;
 * a Team Manager or Team Coach of the from-team) approves or objects with a reason, once, before
 * the union's decision and until 7 days after the player's approval (also before it).
 *
 * Exactly once: the update is guarded on the decision still being empty and the window open; of
 * two decisions at once one wins and the other gets 409 with the reason read after. Audited; the
 * receiving organisation, the player (or guardian) and, when the transfer is now ready for it, the
 * union are e-mailed.
 */
export async function decideTransferAsOrganisation(
  context: UseCaseContext,
  input: { params: { id: number }; objectionReason: string | null },
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  const transfer = await loadTransfer(db, input.params.id);
  if (!(await sideAccess(db, actor, transfer, 'sending', now))) throw new AppError('transfer.permission.organisation');
  if (!canSendingOrganisationDecide(decisionsOf(transfer), now)) throw new AppError(refusalOf(transfer, now));
  const objected = input.objectionReason !== null;

  return db.transaction(async (tx) => {
    const decided = await decideAsOrganisationIfOpen(tx, {
      id: transfer.id,
      by: actor.personId,
      now,
      objectionReason: input.objectionReason,
      windowOpensAfter: new Date(now.getTime() - OBJECTION_WINDOW_DAYS * DAY_MS),
    });
    if (!decided) {
      const current = await findTransfer(tx, transfer.id);
      throw new AppError(current ? refusalOf(current, now) : 'transfer.not_found');
    }
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: objected ? 'transfer.organisation-objected' : 'transfer.organisation-approved',
      subjectType: 'transfer',
      subjectId: transfer.id,
      personId: transfer.personId,
      organisationId: transfer.fromOrganisationId,
      requestId: context.requestId,
      details: objected ? { reason: input.objectionReason } : null,
    });
    const row = await findTransfer(tx, transfer.id);
    if (!row) throw new Error('the decided transfer vanished');
    const state = transferStateOf(decisionsOf(row), now);
    await sendTransferEmails(context, tx, row, objected ? 'organisation_objected' : 'organisation_approved', {
      reason: input.objectionReason,
      unionMustAct: state === 'ready_for_union' || state === 'objected',
    });
    return { id: transfer.id };
  });
}
