import {
  dbsStatus,
  type OrganisationVolunteerApplication,
  type VolunteerDecision,
} from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { emailVolunteerOutcome, settleVolunteerRegistration } from '../../domain/volunteer-registration/outcome';
import { findVolunteerRegistrationWithDetails } from '../../domain/volunteer-registration/read-model';
import { presentVolunteerApplications } from './present';
import { listDbsExpiries, recordClubDecisionIfUndecided } from './queries';

export const VOLUNTEER_ALREADY_DECIDED = 'This registration has already been decided';
export const NO_CLUB_DECISION_NEEDED = "This registration does not need the organisation's decision";
export const DBS_WARNING_REQUIRED =
  'This role needs a valid DBS check and this person does not hold one: tick the safeguarding warning to approve';
export const WRU_ID_MISMATCH = 'The member id does not match the registration';

/**
 * PUT /organisation/{organisationId}/volunteer-registration/decision: the club's decision on a
 * volunteer registration. Recorded once (a second decision is a 409, also when two arrive at
 * once); the final state is recomputed from every required approval. When the registration is
 * finally approved the volunteer role is created in the organisation, one per chosen team (on its
 * first variation) or one without a team. Approving someone whose required DBS is not valid needs
 * the safeguarding warning acknowledged. Audited; the applicant (or guardian) is e-mailed when
 * the decision is final.
 */
export async function decideVolunteerRegistration(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; decision: VolunteerDecision };
  now: Date;
  requestId: string;
  mailer: Pick<FastifyInstance['mailer'], 'send'>;
}): Promise<OrganisationVolunteerApplication> {
  const { db, actor, input, now } = options;
  const decision = input.decision;
  const access = await requireOrganisationArea(db, actor, input.organisationId, 'registrations', now);
  const row = await findVolunteerRegistrationWithDetails(db, decision.applicationId);
  if (!row || row.registration.organisationId !== input.organisationId) throw AppError.notFound('The registration was not found');
  const registration = row.registration;
  const scope = access.teamParentIds;
  if (scope !== null && !registration.teamParentIds.some((id) => scope.has(id))) {
    throw AppError.forbidden('You do not have permission to manage registrations for this organisation');
  }
  if (registration.personId !== decision.wruId) {
    throw AppError.legacy('validation_failed', WRU_ID_MISMATCH, { wruId: [WRU_ID_MISMATCH] });
  }
  if (!registration.requiresClubSecApproval) throw AppError.conflict(NO_CLUB_DECISION_NEEDED);
  if (registration.clubSecDecision !== null || registration.applicationStatus !== null) throw AppError.conflict(VOLUNTEER_ALREADY_DECIDED);
  if (decision.decision && registration.requiresDbs && !decision.dbsWarningAcknowledged) {
    const expiries = await listDbsExpiries(db, [registration.personId]);
    const status = dbsStatus(
      { hasInvalidDbs: row.hasInvalidDbs, hasActiveApplication: row.hasActiveDbsApplication, expiries: expiries.map((e) => e.expiry) },
      now,
    );
    if (status !== 'valid') {
      throw AppError.legacy('validation_failed', DBS_WARNING_REQUIRED, { dbsWarningAcknowledged: [DBS_WARNING_REQUIRED] });
    }
  }

  return db.transaction(async (tx) => {
    const updated = await recordClubDecisionIfUndecided(tx, { id: registration.id, decision: decision.decision ? 1 : 2, now });
    if (!updated) throw AppError.conflict(VOLUNTEER_ALREADY_DECIDED);
    const { finalStatus, roleIds } = await settleVolunteerRegistration(tx, updated, now);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: decision.decision ? 'volunteer-registration.club-approved' : 'volunteer-registration.club-rejected',
      subjectType: 'volunteer_registration',
      subjectId: updated.id,
      personId: updated.personId,
      organisationId: input.organisationId,
      requestId: options.requestId,
      details: {
        applicationStatus: finalStatus,
        dbsWarningAcknowledged: decision.dbsWarningAcknowledged,
        personOrganisationRoleIds: roleIds,
      },
    });
    await emailVolunteerOutcome(tx, options.mailer, { registration: updated, finalStatus, roleValue: row.roleValue, organisationName: row.organisationName });
    const after = await findVolunteerRegistrationWithDetails(tx, updated.id);
    if (!after) throw new Error('the decided registration vanished');
    const [presented] = await presentVolunteerApplications(tx, [after], now);
    if (!presented) throw new Error('the decided registration could not be presented');
    return presented;
  });
}
