import { UNION_DECISION_MESSAGES, type UnionDecision, type UnionVolunteerDecisionResult } from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { findVolunteerRegistrationWithDetails } from '../../domain/volunteer-registration/read-model';
import { emailVolunteerOutcome, settleVolunteerRegistration } from '../../domain/volunteer-registration/outcome';
import { recordUnionDecisionIfUndecided } from './queries';

/**
 * POST /union/volunteer-registrations/{id}/decision: the union's decision on a volunteer
 * registration whose role needs it (a reason is required to reject). Recorded once (409 on a
 * second, also when two arrive at once); the final state is recomputed from every required
 * approval, and a final approval creates the volunteer role(s), as after the club's decision.
 * Audited; the applicant (or guardian) is e-mailed when the outcome is final.
 */
export async function decideVolunteerRegistrationForUnion(options: {
  db: Db;
  actor: Actor;
  input: { id: number; decision: UnionDecision };
  now: Date;
  requestId: string;
  mailer: Pick<FastifyInstance['mailer'], 'send'>;
}): Promise<UnionVolunteerDecisionResult> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'work-queue');
  const row = await findVolunteerRegistrationWithDetails(db, input.id);
  if (!row) throw AppError.notFound('The registration was not found');
  const registration = row.registration;
  if (!registration.requiresUnionApproval) throw AppError.conflict(UNION_DECISION_MESSAGES.volunteerNoUnionDecision);
  if (registration.unionDecision !== null || registration.applicationStatus !== null) {
    throw AppError.conflict(UNION_DECISION_MESSAGES.volunteerAlreadyDecided);
  }
  const { approve, reason } = input.decision;

  return db.transaction(async (tx) => {
    const updated = await recordUnionDecisionIfUndecided(tx, { id: registration.id, approve, reason, now });
    if (!updated) throw AppError.conflict(UNION_DECISION_MESSAGES.volunteerAlreadyDecided);
    const { finalStatus, roleIds } = await settleVolunteerRegistration(tx, updated, now);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: approve ? 'volunteer-registration.union-approved' : 'volunteer-registration.union-rejected',
      subjectType: 'volunteer_registration',
      subjectId: updated.id,
      personId: updated.personId,
      organisationId: updated.organisationId,
      requestId: options.requestId,
      details: { applicationStatus: finalStatus, reason, personOrganisationRoleIds: roleIds },
    });
    await emailVolunteerOutcome(tx, options.mailer, { registration: updated, finalStatus, roleValue: row.roleValue, organisationName: row.organisationName });
    return {
      id: updated.id,
      personId: updated.personId,
      wruDecision: approve,
      wruReason: reason,
      applicationStatus: finalStatus,
      personOrganisationRoleIds: roleIds,
    };
  });
}
