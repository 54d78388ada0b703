import {
  gradeFit,
  initialPlayerApplicationStatus,
  isAgeGrade,
  PlayerConsentSchema,
  registrationSeason,
  teamRestriction,
  type EndpointInput,
  type EligibilityRestrictionReason,
  type PlayerApplicationCreated,
  type Reason,
  type submitPlayerApplicationEndpoint,
} from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../../domain/audit/audit';
import { isUniqueViolation } from '../../../lib/db-errors';
import { loadPersonForActor } from '../../../domain/access/person-access';
import { playerApplicationSubmittedEmail, registrationRecipient } from '../../../domain/registration/emails';
import { lockPerson } from '../../../domain/person/queries';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { consentProblems } from '../consent-problems';
import {
  findLiveApplication,
  findTeamParent,
  insertPlayerApplication,
  insertStatusChange,
  listHomeUnionIds,
} from '../queries';
import { loadEligibility, playerGrade } from './eligibility';

/** The refusal of each eligibility restriction (its English is the restriction's orange notice). */
const RESTRICTION_REFUSALS: Record<EligibilityRestrictionReason, Reason> = {
  'active-playing-role': 'eligibility.active_playing_role',
  'previous-registration': 'eligibility.previous_registration',
  'pending-application': 'eligibility.pending_application',
};

/**
 * POST /person/{id}/playing-registration: apply to play for a team, for myself or my child, with the
 * six consents ticked. The application starts referred for clearance (another union declared),
 * referred for a dispensation (one grade up), or awaiting the organisation; its first status
 * change, the audit entry and the e-mail to the applicant (or guardian) are written with it.
 *
 * Exactly once: the person's row is locked for the check-and-insert, and a partial unique index
 * backs it, so a repeated or concurrent identical submission answers the same application.
 */
export async function submitPlayerApplication(
  context: UseCaseContext,
  input: EndpointInput<typeof submitPlayerApplicationEndpoint>,
): Promise<PlayerApplicationCreated> {
  const { db, actor, now } = context;
  const personId = input.params.id;
  const submission = input.body;
  await loadPersonForActor(db, actor, personId);
  const problems = consentProblems(
    PlayerConsentSchema,
    submission.consents,
    'consents',
    'player_application.consents_missing',
  );
  if (problems) throw problems;
  const team = await findTeamParent(db, submission.teamParentId);
  if (!team) throw new AppError('player_application.team_not_found');
  const season = registrationSeason(now);

  const existingAnswer = async (): Promise<PlayerApplicationCreated | null> => {
    const existing = await findLiveApplication(db, personId, team.id, season.label);
    return existing
      ? { id: existing.id, status: existing.status as PlayerApplicationCreated['status'], created: false }
      : null;
  };

  try {
    return await db.transaction(async (tx) => {
      const person = await lockPerson(tx, personId);
      if (!person) throw AppError.forbidden();
      const existing = await findLiveApplication(tx, person.id, team.id, season.label);
      if (existing)
        return { id: existing.id, status: existing.status as PlayerApplicationCreated['status'], created: false };

      if (!team.enableRegistrations || !team.organisationIsActive)
        throw new AppError('player_application.registrations_closed');
      const fit = gradeFit(playerGrade(person, season), isAgeGrade(team.ageGrade) ? team.ageGrade : 'senior');
      if (fit === 'not-eligible') throw new AppError('player_application.age_grade_not_open');
      if (team.sexId !== null && team.sexId !== person.sexId) throw new AppError('player_application.sex_not_open');
      const eligibility = await loadEligibility(tx, person.id, season);
      const restriction = teamRestriction(eligibility.restrictionsFor(team.organisationTypeId), {
        organisationId: team.organisationId,
        gameFormatId: team.gameFormatId,
        isPlayingForTeam: eligibility.playingTeamParentIds.has(team.id),
      });
      if (restriction) throw new AppError(RESTRICTION_REFUSALS[restriction.reason]);

      const homeUnions = await listHomeUnionIds(tx);
      const status = initialPlayerApplicationStatus({
        hasInternationalStatus: person.internationalPlayingStatusIds.some((id) => !homeUnions.has(id)),
        playsUpAGrade: fit === 'one-up',
      });
      const application = await insertPlayerApplication(tx, {
        personId: person.id,
        teamParentId: team.id,
        season: season.label,
        status,
        consents: submission.consents,
        submittedBy: actor.personId,
        createdAt: now,
        updatedAt: now,
      });
      await insertStatusChange(tx, {
        applicationId: application.id,
        status,
        changedOn: now,
        changedBy: actor.personId,
      });
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'player-application.submitted',
        subjectType: 'player_application',
        subjectId: application.id,
        personId: person.id,
        organisationId: team.organisationId,
        requestId: context.requestId,
        details: { teamParentId: team.id, season: season.label, status },
      });
      const recipient = await registrationRecipient(tx, person);
      if (recipient) {
        await context.mailer.send(
          playerApplicationSubmittedEmail({
            recipient,
            person,
            team,
            organisationName: team.organisationName,
            season: season.label,
            status,
          }),
          tx,
        );
      }
      return { id: application.id, status, created: true };
    });
  } catch (err) {
    // Another submission won the race between our check and insert: answer the one it made.
    if (isUniqueViolation(err, 'player_applications_one_live_per_team')) {
      const answer = await existingAnswer();
      if (answer) return answer;
    }
    throw err;
  }
}
