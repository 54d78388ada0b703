import {
  canOrganisationDecidePermit,
  isBeforeKickOff,
  type decidePermitAsOrganisationEndpoint,
  type EndpointInput,
  type Reason,
} from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { recordAudit } from '../../domain/audit/audit';
import { sendPermitEmails } from '../../domain/permit/emails';
import { findPermit, permitDecisionsOf, type PermitRow } from '../../domain/permit/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { loadPermit, reachesSide } from './access';
import { decideAsOrganisationIfOpen } from './queries';

/** Why the sending organisation may not decide the permit as it stands now. */
function refusalOf(row: PermitRow, now: Date): Reason {
  if (row.cancelledOn) return 'permit.cancelled';
  if (!isBeforeKickOff(row.fixtureDate, now)) return 'permit.kicked_off';
  return 'permit.organisation_already_decided';
}

/**
 * PUT /permit/{id}/organisation/{organisationId}/decision: the sending organisation (area Permits;
 * a Team Manager or Team Coach of the player's team there) approves (1) or rejects (2) the permit,
 * once, while the union has not overridden, before kick-off.
 *
 * Exactly once: the update is guarded on the decision and the override still being empty, the
 * permit not cancelled and the kick-off ahead; of two decisions at once one wins and the other gets
 * 409 with the reason read after. Audited; the receiving organisation's secretaries and the player
 * are e-mailed.
 */
export async function decidePermitAsOrganisation(
  context: UseCaseContext,
  input: EndpointInput<typeof decidePermitAsOrganisationEndpoint>,
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  const { id, organisationId } = input.params;
  const { decision } = input.body;
  const access = await requireOrganisationArea(db, actor, organisationId, 'permits', now);
  const permit = await loadPermit(db, id);
  if (!reachesSide(access, permit, 'sending')) throw new AppError('permit.permission.sending_organisation');
  if (!canOrganisationDecidePermit(permitDecisionsOf(permit), permit.fixtureDate, now)) {
    throw new AppError(refusalOf(permit, now));
  }
  const approved = decision === 1;

  return db.transaction(async (tx) => {
    const decided = await decideAsOrganisationIfOpen(tx, { id, decision, by: actor.personId, now });
    if (!decided) {
      const current = await findPermit(tx, id);
      throw new AppError(current ? refusalOf(current, now) : 'permit.not_found');
    }
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: approved ? 'permit.organisation-approved' : 'permit.organisation-rejected',
      subjectType: 'permit',
      subjectId: id,
      personId: permit.personId,
      organisationId,
      requestId: context.requestId,
      details: { fixtureId: permit.fixtureId, decision },
    });
    const row = await findPermit(tx, id);
    if (!row) throw new Error('the decided permit vanished');
    await sendPermitEmails(
      { mailer: context.mailer, now },
      tx,
      row,
      approved ? 'organisation_approved' : 'organisation_rejected',
    );
    return { id };
  });
}
