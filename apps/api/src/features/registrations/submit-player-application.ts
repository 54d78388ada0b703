import {
  gradeFit,
  initialPlayerApplicationStatus,
  isAgeGrade,
  PlayerConsentSchema,
  registrationSeason,
  teamRestriction,
  type PlayerApplicationCreated,
  type PlayerApplicationSubmission,
} from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { loadPersonForActor } from '../../domain/access/person-access';
import { consentProblems } from './consent-problems';
import { loadEligibility, playerGrade } from './eligibility';
import { playerApplicationSubmittedEmail, registrationRecipient } from '../../domain/registration/emails';
import {
  findLiveApplication,
  findTeamParent,
  insertPlayerApplication,
  insertStatusChange,
  listHomeUnionIds,
} from './queries';
import { lockPerson } from '../../domain/person/queries';

export const REGISTRATIONS_CLOSED = 'Registrations for this team are closed';
export const GRADE_DOES_NOT_FIT = "This team is not open to the player's age grade this season";
export const SEX_DOES_NOT_FIT = "This team is not open to the player's sex";

/**
 * POST /person/{id}/playing-registration: apply to play for a team, for myself or my child, with the
 * six consents ticked. The application starts referred for clearance (another union declared),
 * referred for a dispensation (one grade up), or awaiting the organisation; its first status
 * change, the audit entry and the e-mail to the applicant (or guardian) are written with it.
 *
 * Exactly once: the person's row is locked for the check-and-insert, and a partial unique index
 * backs it, so a repeated or concurrent identical submission answers the same application.
 */
export async function submitPlayerApplication(options: {
  db: Db;
  actor: Actor;
  input: { id: number; submission: PlayerApplicationSubmission };
  now: Date;
  requestId: string;
  mailer: Pick<FastifyInstance['mailer'], 'send'>;
}): Promise<PlayerApplicationCreated> {
  const { db, actor, input, now } = options;
  await loadPersonForActor(db, actor, input.id);
  const problems = consentProblems(PlayerConsentSchema, input.submission.consents, 'consents');
  if (problems) throw problems;
  const team = await findTeamParent(db, input.submission.teamParentId);
  if (!team) throw AppError.notFound('The team was not found');
  const season = registrationSeason(now);

  const existingAnswer = async (): Promise<PlayerApplicationCreated | null> => {
    const existing = await findLiveApplication(db, input.id, team.id, season.label);
    return existing
      ? { id: existing.id, status: existing.status as PlayerApplicationCreated['status'], created: false }
      : null;
  };

  try {
    return await db.transaction(async (tx) => {
      const person = await lockPerson(tx, input.id);
      if (!person) throw AppError.forbidden();
      const existing = await findLiveApplication(tx, person.id, team.id, season.label);
      if (existing)
        return { id: existing.id, status: existing.status as PlayerApplicationCreated['status'], created: false };

      if (!team.enableRegistrations || !team.organisationIsActive) throw AppError.conflict(REGISTRATIONS_CLOSED);
      const fit = gradeFit(playerGrade(person, season), isAgeGrade(team.ageGrade) ? team.ageGrade : 'senior');
      if (fit === 'not-eligible') throw AppError.conflict(GRADE_DOES_NOT_FIT);
      if (team.sexId !== null && team.sexId !== person.sexId) throw AppError.conflict(SEX_DOES_NOT_FIT);
      const eligibility = await loadEligibility(tx, person.id, season);
      const restriction = teamRestriction(eligibility.restrictionsFor(team.organisationTypeId), {
        organisationId: team.organisationId,
        gameFormatId: team.gameFormatId,
        isPlayingForTeam: eligibility.playingTeamParentIds.has(team.id),
      });
      if (restriction) throw AppError.conflict(restriction.message);

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
        consents: input.submission.consents,
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
        requestId: options.requestId,
        details: { teamParentId: team.id, season: season.label, status },
      });
      const recipient = await registrationRecipient(tx, person);
      if (recipient) {
        await options.mailer.send(
          playerApplicationSubmittedEmail({
            recipient,
            person,
            teamName: team.name,
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
