import {
  canPlayerDecidePermit,
  type approvePermitAsPlayerEndpoint,
  type EndpointInput,
} from '@mywru/shared';
import { recordAudit } from '../../../domain/audit/audit';
import { sendPermitEmails } from '../../../domain/permit/emails';
import { approveIfAwaitingPlayer } from '../../../domain/permit/player-queries';
import { findPermit, permitDecisionsOf } from '../../../domain/permit/queries';
import { AppError } from '../../../lib/app-error';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { loadPermit } from '../access';
import { isPlayerSide } from './access';
import { playerRefusalOf } from './refusal';

/**
 * PUT /permit/{id}/player-guardian/approve: the player, or a child's guardian, approves the permit
 * with the six consents; once, while it awaits them, before kick-off.
 *
 * Exactly once: a conditional update; the loser of two answers at once gets 409 with the reason
 * read after. Audited; the sending organisation's secretaries (who may now approve or reject) and
 * the union's permit staff (who may override) are e-mailed.
 */
export async function approvePermitAsPlayer(
  context: UseCaseContext,
  input: EndpointInput<typeof approvePermitAsPlayerEndpoint>,
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  const permit = await loadPermit(db, input.params.id);
  if (!isPlayerSide(actor, permit)) throw new AppError('permit.permission.player');
  if (!canPlayerDecidePermit(permitDecisionsOf(permit), permit.fixtureDate, now)) {
    throw new AppError(playerRefusalOf(permit, now));
  }

  return db.transaction(async (tx) => {
    const done = await approveIfAwaitingPlayer(tx, { id: permit.id, by: actor.personId, now, consents: input.body });
    if (!done) {
      const current = await findPermit(tx, permit.id);
      throw new AppError(current ? playerRefusalOf(current, now) : 'permit.not_found');
    }
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'permit.player-approved',
      subjectType: 'permit',
      subjectId: permit.id,
      personId: permit.personId,
      organisationId: permit.toOrganisationId,
      requestId: context.requestId,
      details: { fixtureId: permit.fixtureId, isChild: permit.personId !== actor.personId },
    });
    const row = await findPermit(tx, permit.id);
    if (!row) throw new Error('the approved permit vanished');
    await sendPermitEmails({ mailer: context.mailer, now }, tx, row, 'player_approved');
    return { id: permit.id };
  });
}
