import {
  canUnionDecidePermit,
  isBeforeKickOff,
  PERMIT_DECISION_CODES,
  type decidePermitAsUnionEndpoint,
  type EndpointInput,
  type Reason,
} from '@mywru/shared';
import { requireUnionArea } from '../../../domain/access/union-access';
import { recordAudit } from '../../../domain/audit/audit';
import { sendPermitEmails } from '../../../domain/permit/emails';
import { decideAsUnionIfReady } from '../../../domain/permit/player-queries';
import { findPermit, permitDecisionsOf, type PermitRow } from '../../../domain/permit/queries';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { loadPermit } from '../access';

/** The unique index of one live permit per player and fixture (migration 0008). */
const ONE_LIVE_PERMIT_INDEX = 'permits_one_live_per_player_fixture';

/** Why the union may not decide the permit as it stands now. */
function refusalOf(row: PermitRow, now: Date): Reason {
  if (row.wruOverrideDecision !== null) return 'permit.already_decided';
  if (row.cancelledOn) return 'permit.cancelled';
  if (row.playerDecision !== PERMIT_DECISION_CODES.approved) return 'permit.not_ready_for_union';
  if (!isBeforeKickOff(row.fixtureDate, now)) return 'permit.kicked_off';
  return 'permit.already_decided';
}

/**
 * POST /union/permits/{id}/decision: the union (area Permits) approves (1) or rejects (2, with a
 * reason); its override wins over the sending organisation's decision. Once the player has
 * approved, once, not cancelled, before kick-off.
 *
 * Exactly once: a conditional update; of two decisions at once one wins and the other gets 409.
 * An approval of a permit whose player has since got another live permit for the same fixture
 * (after the sending club rejected this one) hits the unique index: 409 permit.already_exists,
 * nothing changed. Audited; both organisations' secretaries and the player are e-mailed.
 */
export async function decidePermitAsUnion(
  context: UseCaseContext,
  input: EndpointInput<typeof decidePermitAsUnionEndpoint>,
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'permits');
  const permit = await loadPermit(db, input.params.id);
  if (!canUnionDecidePermit(permitDecisionsOf(permit), permit.fixtureDate, now)) {
    throw new AppError(refusalOf(permit, now));
  }
  const { decision, reason } = input.body;
  const approved = decision === PERMIT_DECISION_CODES.approved;

  try {
    return await db.transaction(async (tx) => {
      const decided = await decideAsUnionIfReady(tx, { id: permit.id, by: actor.personId, now, decision, reason });
      if (!decided) {
        const current = await findPermit(tx, permit.id);
        throw new AppError(current ? refusalOf(current, now) : 'permit.not_found');
      }
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: approved ? 'permit.union-approved' : 'permit.union-rejected',
        subjectType: 'permit',
        subjectId: permit.id,
        personId: permit.personId,
        organisationId: permit.toOrganisationId,
        requestId: context.requestId,
        details: { fixtureId: permit.fixtureId, decision, reason, organisationDecision: permit.organisationDecision },
      });
      const row = await findPermit(tx, permit.id);
      if (!row) throw new Error('the decided permit vanished');
      await sendPermitEmails({ mailer: context.mailer, now }, tx, row, approved ? 'union_approved' : 'union_rejected', {
        reason,
      });
      return { id: permit.id };
    });
  } catch (err) {
    if (isUniqueViolation(err, ONE_LIVE_PERMIT_INDEX)) throw new AppError('permit.already_exists');
    throw err;
  }
}
