import {
  decidedByUnion,
  UNION_DECISION_MESSAGES,
  unionDecisionOutcome,
  type UnionDecision,
  type UnionPlayerDecisionResult,
} from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { playerApplicationUnionDecidedEmail, registrationRecipient } from '../../domain/registration/emails';
import { requireUnionArea } from '../../domain/access/union-access';
import { decideIfReferred, findApplicationForUnion, insertStatusChange, listStatusValues } from './queries';
import { findPerson } from '../../domain/person/queries';

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
export async function decideReferredPlayerApplication(options: {
  db: Db;
  actor: Actor;
  input: { id: number; decision: UnionDecision };
  now: Date;
  requestId: string;
  mailer: Pick<FastifyInstance['mailer'], 'send'>;
}): Promise<UnionPlayerDecisionResult> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'work-queue');
  const application = await findApplicationForUnion(db, input.id);
  if (!application) throw AppError.notFound('The application was not found');
  if (!application.status.startsWith('referred_'))
    throw AppError.conflict(UNION_DECISION_MESSAGES.playerAlreadyDecided);
  const { approve, reason } = input.decision;
  const status = unionDecisionOutcome(approve);

  return db.transaction(async (tx) => {
    const decided = await decideIfReferred(tx, { id: application.id, status, now });
    if (!decided) throw AppError.conflict(UNION_DECISION_MESSAGES.playerAlreadyDecided);
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
      requestId: options.requestId,
      details: { referral: application.status, status, reason },
    });
    const person = await findPerson(tx, application.personId);
    const recipient = person ? await registrationRecipient(tx, person) : null;
    if (person && recipient) {
      await options.mailer.send(
        playerApplicationUnionDecidedEmail({
          recipient,
          person,
          teamName: application.teamName,
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
