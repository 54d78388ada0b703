import {
  decidedByUnion,
  unionDecisionOutcome,
  type decidePlayerApplicationAsUnionEndpoint,
  type EndpointInput,
  type UnionPlayerDecisionResult,
} from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../../domain/audit/audit';
import { findPerson } from '../../../domain/person/queries';
import { playerApplicationUnionDecidedEmail, registrationRecipient } from '../../../domain/registration/emails';
import { requireUnionArea } from '../../../domain/access/union-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { decideIfReferred, findApplicationForUnion, insertStatusChange, listStatusValues } from '../work-queue/queries';

/**
 * POST /union/player-applications/{id}/decision: the union decides an application referred for
 * clearance or a dispensation. Approval hands it to the organisation (awaiting_org); rejection
 * (with a reason) ends it (rejected, shown as decided by the union). The status change (with the
 * reason and the actor), the audit entry and the e-mail to the applicant (or guardian) are written
 * in the same transaction.
 *
 * Exactly once: the status moves only while it is referred_* (a conditional update); of two
 * decisions at once one wins and the other gets 409.
 */
export async function decideAsUnion(
  context: UseCaseContext,
  input: EndpointInput<typeof decidePlayerApplicationAsUnionEndpoint>,
): Promise<UnionPlayerDecisionResult> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'work-queue');
  const application = await findApplicationForUnion(db, input.params.id);
  if (!application) throw new AppError('player_application.not_found');
  if (!application.status.startsWith('referred_')) throw new AppError('player_application.not_referred');
  const { approve, reason } = input.body;
  const status = unionDecisionOutcome(approve);

  return db.transaction(async (tx) => {
    const decided = await decideIfReferred(tx, { id: application.id, status, now });
    if (!decided) throw new AppError('player_application.not_referred');
    await insertStatusChange(tx, {
      applicationId: application.id,
      status,
      changedOn: now,
      changedBy: actor.personId,
      reason,
    });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: approve ? 'player-application.union-approved' : 'player-application.union-rejected',
      subjectType: 'player_application',
      subjectId: application.id,
      personId: application.personId,
      organisationId: application.organisationId,
      requestId: context.requestId,
      details: { referral: application.status, status, reason },
    });
    const person = await findPerson(tx, application.personId);
    const recipient = person ? await registrationRecipient(tx, person) : null;
    if (person && recipient) {
      await context.mailer.send(
        playerApplicationUnionDecidedEmail({
          recipient,
          person,
          team: {
            name: application.teamName,
            templateName: application.templateName,
            templateNameCy: application.templateNameCy,
          },
          organisationName: application.organisationName,
          season: application.season,
          approved: approve,
          reason,
        }),
        tx,
      );
    }
    const history = await listStatusValues(tx, application.id);
    return {
      id: application.id,
      personId: application.personId,
      status,
      decidedByUnion: decidedByUnion(history),
      reason,
    };
  });
}
