import {
  ageOn,
  dbsStatus,
  isOldEnoughForRole,
  registrationSeason,
  requiresDbs,
  triggersDbs,
  VOLUNTEER_CHOICE_MESSAGES,
  VOLUNTEER_CONSENTS,
  VolunteerConsentSchema,
  volunteerChoiceProblems,
  type VolunteerRegistrationCreated,
  type VolunteerRegistrationSubmission,
} from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { loadPersonForActor } from '../../domain/access/person-access';
import { consentProblems } from './consent-problems';
import { registrationRecipient, volunteerRegistrationSubmittedEmail } from '../../domain/registration/emails';
import {
  findAwaitingVolunteerRegistration,
  findOrganisationRow,
  findRoleRow,
  insertVolunteerRegistration,
  listTeamsOfOrganisation,
  markDbsApplicationActive,
} from './queries';
import { listDbsExpiries } from '../../domain/person/records';
import { lockPerson } from '../../domain/person/queries';

type Registration = Awaited<ReturnType<typeof insertVolunteerRegistration>>;

function answer(row: Registration, created: boolean): VolunteerRegistrationCreated {
  return {
    id: row.id,
    applicationStatus: row.applicationStatus === 1 || row.applicationStatus === 2 ? row.applicationStatus : null,
    requiresDbs: row.requiresDbs,
    dbsTriggered: row.dbsTriggered,
    requiresClubSecApproval: row.requiresClubSecApproval,
    requiresWruApproval: row.requiresUnionApproval,
    created,
  };
}

function invalid(field: string, message: string): AppError {
  return AppError.legacy('validation_failed', message, { [field]: [message] });
}

/**
 * POST /person/{id}/volunteer-registration: register myself or my child to volunteer in a role.
 * The role's rules decide: minimum age, an organisation (or unattached where the role allows it),
 * teams, and DBS (required by the role, or for child teams). When DBS is required and the person's
 * DBS is not valid a DBS application is opened (`dbsTriggered`). The approvals needed are copied
 * from the role. A repeated submission answers the registration already awaiting a decision.
 */
export async function submitVolunteerRegistration(options: {
  db: Db;
  actor: Actor;
  input: { id: number; submission: VolunteerRegistrationSubmission };
  now: Date;
  requestId: string;
  mailer: Pick<FastifyInstance['mailer'], 'send'>;
}): Promise<VolunteerRegistrationCreated> {
  const { db, actor, input, now } = options;
  const submission = input.submission;
  const person = await loadPersonForActor(db, actor, input.id);
  const consents = Object.fromEntries(VOLUNTEER_CONSENTS.map((key) => [key, submission[key]]));
  const problems = consentProblems(VolunteerConsentSchema, consents, null);
  if (problems) throw problems;

  const role = await findRoleRow(db, submission.volunteerRoleId);
  if (!role || !role.isVolunteerRole) throw invalid('volunteerRoleId', 'Choose one of the volunteer roles');
  if (!person.dob) throw invalid('volunteerRoleId', 'A date of birth is needed before registering to volunteer');
  if (!isOldEnoughForRole(ageOn(person.dob, now), role)) {
    throw invalid('volunteerRoleId', `You must be at least ${role.minAge} to volunteer as ${role.value}`);
  }

  let organisationName: string | null = null;
  let teamNames: string[] = [];
  if (submission.organisationId !== null) {
    const organisation = await findOrganisationRow(db, submission.organisationId);
    if (!organisation || !organisation.isActive) throw invalid('organisationId', 'Choose an active organisation');
    organisationName = organisation.name;
    const teams = await listTeamsOfOrganisation(db, organisation.id, submission.teamParentIds);
    if (teams.length !== new Set(submission.teamParentIds).size) {
      throw invalid('teamParentIds', 'The chosen teams must belong to the chosen organisation');
    }
    teamNames = teams.map((team) => team.name);
  } else if (submission.teamParentIds.length > 0) {
    throw invalid('teamParentIds', 'Teams can only be chosen with an organisation');
  }

  const dbsRequired = requiresDbs(role, teamNames);
  const choiceProblems = volunteerChoiceProblems(
    role,
    {
      organisationId: submission.organisationId,
      teamParentIds: submission.teamParentIds,
      ageGradeAcknowledged: submission.ageGradeAcknowledged,
    },
    dbsRequired,
  );
  if (choiceProblems.length > 0) {
    const fields: Record<string, string> = {
      organisation: 'organisationId',
      teams: 'teamParentIds',
      ageGradeAcknowledgement: 'ageGradeAcknowledged',
    };
    const errors = Object.fromEntries(
      choiceProblems.map((problem) => [fields[problem] ?? problem, [VOLUNTEER_CHOICE_MESSAGES[problem] ?? problem]]),
    );
    throw AppError.legacy('validation_failed', choiceProblems.map((p) => VOLUNTEER_CHOICE_MESSAGES[p] ?? p).join('\n'), errors);
  }

  const season = registrationSeason(now);
  const key = { personId: person.id, roleId: role.id, organisationId: submission.organisationId, season: season.label };
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockPerson(tx, person.id);
      if (!locked) throw AppError.forbidden();
      const existing = await findAwaitingVolunteerRegistration(tx, key);
      if (existing) return answer(existing, false);

      const status = dbsStatus(
        {
          hasInvalidDbs: locked.hasInvalidDbs,
          hasActiveApplication: locked.hasActiveDbsApplication,
          expiries: await listDbsExpiries(tx, locked.id),
        },
        now,
      );
      const dbsTriggered = triggersDbs(dbsRequired, status);
      const row = await insertVolunteerRegistration(tx, {
        personId: locked.id,
        roleId: role.id,
        organisationId: submission.organisationId,
        teamParentIds: [...new Set(submission.teamParentIds)],
        season: season.label,
        requiresDbs: dbsRequired,
        requiresClubSecApproval: role.requiresClubSecApproval,
        requiresUnionApproval: role.requiresUnionApproval,
        dbsTriggered,
        consents,
        submittedBy: actor.personId,
        submittedOn: now,
        updatedOn: now,
      });
      if (dbsTriggered) await markDbsApplicationActive(tx, locked.id);
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'volunteer-registration.submitted',
        subjectType: 'volunteer_registration',
        subjectId: row.id,
        personId: locked.id,
        organisationId: submission.organisationId,
        requestId: options.requestId,
        details: {
          roleId: role.id,
          teamParentIds: row.teamParentIds,
          season: season.label,
          requiresDbs: dbsRequired,
          dbsTriggered,
        },
      });
      const recipient = await registrationRecipient(tx, locked);
      if (recipient) {
        await options.mailer.send(
          volunteerRegistrationSubmittedEmail({
            recipient,
            person: locked,
            roleValue: role.value,
            organisationName,
            season: season.label,
            dbsTriggered,
          }),
          tx,
        );
      }
      return answer(row, true);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'volunteer_registrations_one_awaiting')) {
      const existing = await findAwaitingVolunteerRegistration(db, key);
      if (existing) return answer(existing, false);
    }
    throw err;
  }
}
