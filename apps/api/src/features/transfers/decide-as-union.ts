import {
  canUnionDecide,
  OBJECTION_WINDOW_DAYS,
  TRANSFER_DECISION_CODES,
  unionDay,
  type decideTransferAsUnionEndpoint,
  type EndpointInput,
  type Reason,
} from '@mywru/shared';
import { requireUnionArea } from '../../domain/access/union-access';
import { recordAudit } from '../../domain/audit/audit';
import { sendTransferEmails } from '../../domain/transfer/emails';
import { decisionsOf, findTransfer, type TransferRow } from '../../domain/transfer/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { loadTransfer } from './access';
import { decideAsUnionIfReady, endRoleIfUnchanged, insertPlayingRole, setNewRole } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

function refusalOf(row: TransferRow): Reason {
  if (row.unionDecision !== null) return 'transfer.already_decided';
  if (row.playerDecision === TRANSFER_DECISION_CODES.rejected) return 'transfer.ended';
  return 'transfer.not_ready_for_union';
}

/**
 * POST /union/transfers/{id}/decision: the union (area Transfers) approves or rejects with a
 * reason, once the player has approved and the sending organisation approved, objected or let its
 * 7 days pass. Approval, in one transaction: the new playing role starts today on the to-team
 * child and the old one's last day is yesterday (`transferRoleDays`; marked as ended by a transfer); when the old role was ended or
 * moved meanwhile nothing is changed and the answer is 409.
 *
 * Exactly once: a conditional update; of two decisions at once one wins and the other gets 409.
 * Audited; the player (or guardian) and both organisations' secretaries are e-mailed.
 */
export async function decideTransferAsUnion(
  context: UseCaseContext,
  input: EndpointInput<typeof decideTransferAsUnionEndpoint>,
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'transfers');
  const transfer = await loadTransfer(db, input.params.id);
  if (!canUnionDecide(decisionsOf(transfer), now)) throw new AppError(refusalOf(transfer));
  const { approve, reason } = input.body;
  const today = unionDay(now);

  return db.transaction(async (tx) => {
    const decided = await decideAsUnionIfReady(tx, {
      id: transfer.id,
      by: actor.personId,
      now,
      approve,
      reason,
      windowClosedBy: new Date(now.getTime() - OBJECTION_WINDOW_DAYS * DAY_MS),
    });
    if (!decided) {
      const current = await findTransfer(tx, transfer.id);
      throw new AppError(current ? refusalOf(current) : 'transfer.not_found');
    }
    let newRoleId: number | null = null;
    if (approve) {
      const ended = await endRoleIfUnchanged(tx, {
        id: transfer.fromRoleId,
        personId: transfer.personId,
        teamChildId: transfer.fromTeamChildId,
        approvedOn: now,
      });
      if (!ended) throw new AppError('transfer.role_changed_meanwhile');
      newRoleId = await insertPlayingRole(tx, {
        personId: transfer.personId,
        organisationId: transfer.toOrganisationId,
        teamChildId: transfer.toTeamChildId,
        today,
        now,
      });
      await setNewRole(tx, transfer.id, newRoleId);
    }
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: approve ? 'transfer.union-approved' : 'transfer.union-rejected',
      subjectType: 'transfer',
      subjectId: transfer.id,
      personId: transfer.personId,
      organisationId: transfer.toOrganisationId,
      requestId: context.requestId,
      details: approve
        ? {
            fromTeamChildId: transfer.fromTeamChildId,
            toTeamChildId: transfer.toTeamChildId,
            endedRoleId: transfer.fromRoleId,
            newRoleId,
          }
        : { reason },
    });
    const row = await findTransfer(tx, transfer.id);
    if (!row) throw new Error('the decided transfer vanished');
    await sendTransferEmails(context, tx, row, approve ? 'union_approved' : 'union_rejected', { reason });
    return { id: transfer.id };
  });
}
