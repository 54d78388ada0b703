import {
  dbsStatus,
  isoDay,
  volunteerApplicationStatus,
  type OrganisationVolunteerApplication,
  type VolunteerDecision,
} from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { requireOrganisationArea } from '../../lib/organisation-access';
import { findPersonRow } from '../../lib/person-access';
import { registrationRecipient, volunteerRegistrationDecidedEmail } from '../../lib/registration-emails';
import { presentVolunteerApplications } from './present';
import {
  findVolunteerRegistrationRow,
  insertRoles,
  listDbsExpiries,
  listTeamChildren,
  recordClubDecisionIfUndecided,
  setVolunteerApplicationStatus,
} from './queries';

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
  const row = await findVolunteerRegistrationRow(db, decision.applicationId);
  if (!row || row.registration.organisationId !== input.organisationId) throw AppError.notFound('The registration was not found');
  const registration = row.registration;
  const scope = access.teamParentIds;
  if (scope !== null && !registration.teamParentIds.some((id) => scope.has(id))) {
    throw AppError.forbidden('You do not have permission to manage registrations for this organisation');
  }
  if (registration.personId !== decision.wruId) {
    throw new AppError('validation_failed', WRU_ID_MISMATCH, { wruId: [WRU_ID_MISMATCH] });
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
      throw new AppError('validation_failed', DBS_WARNING_REQUIRED, { dbsWarningAcknowledged: [DBS_WARNING_REQUIRED] });
    }
  }

  return db.transaction(async (tx) => {
    const updated = await recordClubDecisionIfUndecided(tx, { id: registration.id, decision: decision.decision ? 1 : 2, now });
    if (!updated) throw AppError.conflict(VOLUNTEER_ALREADY_DECIDED);
    const finalStatus = volunteerApplicationStatus({
      requiresClubSecApproval: updated.requiresClubSecApproval,
      requiresWruApproval: updated.requiresUnionApproval,
      clubSecDecision: updated.clubSecDecision,
      wruDecision: updated.unionDecision,
    });
    if (finalStatus !== null) await setVolunteerApplicationStatus(tx, updated.id, finalStatus);

    let roleIds: number[] = [];
    if (finalStatus === 1) {
      const children = await listTeamChildren(tx, updated.teamParentIds);
      const teamChildIds = updated.teamParentIds
        .map((teamParentId) => children.find((child) => child.teamParentId === teamParentId)?.id)
        .filter((id): id is number => id !== undefined);
      const base = { personId: updated.personId, organisationId: updated.organisationId, roleId: updated.roleId, activeFrom: isoDay(now), createdAt: now };
      const created = await insertRoles(
        tx,
        teamChildIds.length > 0 ? teamChildIds.map((teamChildId) => ({ ...base, teamChildId })) : [{ ...base, teamChildId: null }],
      );
      roleIds = created.map((role) => role.id);
    }
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
    if (finalStatus !== null) {
      const person = await findPersonRow(tx, updated.personId);
      const recipient = person ? await registrationRecipient(tx, person) : null;
      if (person && recipient) {
        await options.mailer.send(
          volunteerRegistrationDecidedEmail({
            recipient,
            person,
            roleValue: row.roleValue,
            organisationName: row.organisationName,
            season: updated.season,
            approved: finalStatus === 1,
          }),
          tx,
        );
      }
    }
    const after = await findVolunteerRegistrationRow(tx, updated.id);
    if (!after) throw new Error('the decided registration vanished');
    const [presented] = await presentVolunteerApplications(tx, [after], now);
    if (!presented) throw new Error('the decided registration could not be presented');
    return presented;
  });
}
