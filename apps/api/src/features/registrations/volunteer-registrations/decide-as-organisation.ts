import {
  dbsStatus,
  type decideVolunteerRegistrationAsOrganisationEndpoint,
  type EndpointInput,
  type OrganisationVolunteerApplication,
} from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../../domain/audit/audit';
import { requireOrganisationArea } from '../../../domain/access/organisation-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { emailVolunteerOutcome, settleVolunteerRegistration } from '../../../domain/volunteer-registration/outcome';
import { findVolunteerRegistrationWithDetails } from '../../../domain/volunteer-registration/read-model';
import { fieldRefusal } from '../field-refusal';
import { presentVolunteerApplications } from '../organisation-present';
import { listDbsExpiries, recordClubDecisionIfUndecided } from '../organisation-queries';

/**
 * PUT /organisation/{organisationId}/volunteer-registration/decision: the club's decision on a
 * volunteer registration. Recorded once (a second decision is a 409, also when two arrive at
 * once); the final state is recomputed from every required approval. When the registration is
 * finally approved the volunteer role is created in the organisation, one per chosen team (on its
 * first variation) or one without a team. Approving someone whose required DBS is not valid needs
 * the safeguarding warning acknowledged. Audited; the applicant (or guardian) is e-mailed when
 * the decision is final.
 */
export async function decideAsOrganisation(
  context: UseCaseContext,
  input: EndpointInput<typeof decideVolunteerRegistrationAsOrganisationEndpoint>,
): Promise<OrganisationVolunteerApplication> {
  const { db, actor, now } = context;
  const { organisationId } = input.params;
  const decision = input.body;
  const access = await requireOrganisationArea(db, actor, organisationId, 'registrations', now);
  const row = await findVolunteerRegistrationWithDetails(db, decision.applicationId);
  if (!row || row.registration.organisationId !== organisationId)
    throw new AppError('volunteer_registration.not_found');
  const registration = row.registration;
  const scope = access.teamParentIds;
  if (scope !== null && !registration.teamParentIds.some((id) => scope.has(id))) {
    throw new AppError('organisation.permission.registrations');
  }
  if (registration.personId !== decision.wruId) {
    throw fieldRefusal('volunteer_registration.member_id_mismatch', 'wruId');
  }
  if (!registration.requiresClubSecApproval)
    throw new AppError('volunteer_registration.no_organisation_decision_needed');
  if (registration.clubSecDecision !== null || registration.applicationStatus !== null)
    throw new AppError('volunteer_registration.already_decided');
  if (decision.decision && registration.requiresDbs && !decision.dbsWarningAcknowledged) {
    const expiries = await listDbsExpiries(db, [registration.personId]);
    const status = dbsStatus(
      {
        hasInvalidDbs: row.hasInvalidDbs,
        hasActiveApplication: row.hasActiveDbsApplication,
        expiries: expiries.map((e) => e.expiry),
      },
      now,
    );
    if (status !== 'valid') {
      throw fieldRefusal('volunteer_registration.dbs_warning_required', 'dbsWarningAcknowledged');
    }
  }

  const after = await db.transaction(async (tx) => {
    const updated = await recordClubDecisionIfUndecided(tx, {
      id: registration.id,
      decision: decision.decision ? 1 : 2,
      now,
    });
    if (!updated) throw new AppError('volunteer_registration.already_decided');
    const { finalStatus, roleIds } = await settleVolunteerRegistration(tx, updated, now);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: decision.decision ? 'volunteer-registration.club-approved' : 'volunteer-registration.club-rejected',
      subjectType: 'volunteer_registration',
      subjectId: updated.id,
      personId: updated.personId,
      organisationId,
      requestId: context.requestId,
      details: {
        applicationStatus: finalStatus,
        dbsWarningAcknowledged: decision.dbsWarningAcknowledged,
        personOrganisationRoleIds: roleIds,
      },
    });
    await emailVolunteerOutcome(tx, context.mailer, {
      registration: updated,
      finalStatus,
      role: { value: row.roleValue, valueCy: row.roleValueCy },
      organisationName: row.organisationName,
    });
    const decided = await findVolunteerRegistrationWithDetails(tx, updated.id);
    if (!decided) throw new Error('the decided registration vanished');
    return decided;
  });
  // Presented once committed, on the pool: its reads run side by side, which one transaction's
  // connection cannot do (it would queue them).
  const [presented] = await presentVolunteerApplications(db, [after], now);
  if (!presented) throw new Error('the decided registration could not be presented');
  return presented;
}
