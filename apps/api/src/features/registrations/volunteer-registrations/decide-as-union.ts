import {
  type decideVolunteerRegistrationAsUnionEndpoint,
  type EndpointInput,
  type UnionVolunteerDecisionResult,
} from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../../domain/audit/audit';
import { requireUnionArea } from '../../../domain/access/union-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { findVolunteerRegistrationWithDetails } from '../../../domain/volunteer-registration/read-model';
import { emailVolunteerOutcome, settleVolunteerRegistration } from '../../../domain/volunteer-registration/outcome';
import { recordUnionDecisionIfUndecided } from '../work-queue/queries';

/**
 * POST /union/volunteer-registrations/{id}/decision: the union's decision on a volunteer
 * registration whose role needs it (a reason is required to reject). Recorded once (409 on a
 * second, also when two arrive at once); the final state is recomputed from every required
 * approval, and a final approval creates the volunteer role(s), as after the club's decision.
 * Audited; the applicant (or guardian) is e-mailed when the outcome is final.
 */
export async function decideAsUnion(
  context: UseCaseContext,
  input: EndpointInput<typeof decideVolunteerRegistrationAsUnionEndpoint>,
): Promise<UnionVolunteerDecisionResult> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'work-queue');
  const row = await findVolunteerRegistrationWithDetails(db, input.params.id);
  if (!row) throw new AppError('volunteer_registration.not_found');
  const registration = row.registration;
  if (!registration.requiresUnionApproval) throw new AppError('volunteer_registration.no_union_decision_needed');
  if (registration.unionDecision !== null || registration.applicationStatus !== null) {
    throw new AppError('volunteer_registration.already_decided_by_union');
  }
  const { approve, reason } = input.body;

  return db.transaction(async (tx) => {
    const updated = await recordUnionDecisionIfUndecided(tx, { id: registration.id, approve, reason, now });
    if (!updated) throw new AppError('volunteer_registration.already_decided_by_union');
    const { finalStatus, roleIds } = await settleVolunteerRegistration(tx, updated, now);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: approve ? 'volunteer-registration.union-approved' : 'volunteer-registration.union-rejected',
      subjectType: 'volunteer_registration',
      subjectId: updated.id,
      personId: updated.personId,
      organisationId: updated.organisationId,
      requestId: context.requestId,
      details: { applicationStatus: finalStatus, reason, personOrganisationRoleIds: roleIds },
    });
    await emailVolunteerOutcome(tx, context.mailer, {
      registration: updated,
      finalStatus,
      role: { value: row.roleValue, valueCy: row.roleValueCy },
      organisationName: row.organisationName,
    });
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
