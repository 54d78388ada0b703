import { canCancelPermit, type cancelPermitEndpoint, type EndpointInput, type Reason } from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { recordAudit } from '../../domain/audit/audit';
import { sendPermitEmails } from '../../domain/permit/emails';
import { findPermit, permitDecisionsOf, type PermitRow } from '../../domain/permit/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { loadPermit, reachesSide } from './access';
import { cancelIfOpen } from './queries';

/** Why the receiving organisation may not cancel the permit now. */
function refusalOf(row: PermitRow): Reason {
  return row.cancelledOn ? 'permit.cancelled' : 'permit.kicked_off';
}

/**
 * PUT /permit/{id}/organisation/{organisationId}/cancel: the receiving organisation (area Permits;
 * a Team Manager or Team Coach of its side's team in the fixture) cancels the permit, once, until
 * kick-off, whatever the decisions so far. A guarded update makes it exactly once. Audited; the
 * player and the sending organisation's secretaries are e-mailed.
 */
export async function cancelPermit(
  context: UseCaseContext,
  input: EndpointInput<typeof cancelPermitEndpoint>,
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  const { id, organisationId } = input.params;
  const access = await requireOrganisationArea(db, actor, organisationId, 'permits', now);
  const permit = await loadPermit(db, id);
  if (!reachesSide(access, permit, 'receiving')) throw new AppError('permit.permission.receiving_organisation');
  if (!canCancelPermit(permitDecisionsOf(permit), permit.fixtureDate, now)) throw new AppError(refusalOf(permit));

  return db.transaction(async (tx) => {
    if (!(await cancelIfOpen(tx, { id, by: actor.personId, now }))) {
      const current = await findPermit(tx, id);
      throw new AppError(current ? refusalOf(current) : 'permit.not_found');
    }
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'permit.cancelled',
      subjectType: 'permit',
      subjectId: id,
      personId: permit.personId,
      organisationId,
      requestId: context.requestId,
      details: { fixtureId: permit.fixtureId },
    });
    const row = await findPermit(tx, id);
    if (!row) throw new Error('the cancelled permit vanished');
    await sendPermitEmails({ mailer: context.mailer, now }, tx, row, 'cancelled');
    return { id };
  });
}
