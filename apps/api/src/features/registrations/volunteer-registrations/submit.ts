import {
  ageOn,
  dbsStatus,
  isOldEnoughForRole,
  registrationSeason,
  requiresDbs,
  triggersDbs,
  REASONS,
  VOLUNTEER_CONSENTS,
  VolunteerConsentSchema,
  volunteerChoiceProblems,
  type EndpointInput,
  type Reason,
  type submitVolunteerRegistrationEndpoint,
  type VolunteerRegistrationCreated,
  volunteerDecisionCodeOf,
} from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../../domain/audit/audit';
import { isUniqueViolation } from '../../../lib/db-errors';
import { loadPersonForActor } from '../../../domain/access/person-access';
import { listDbsExpiries } from '../../../domain/person/records';
import { registrationRecipient, volunteerRegistrationSubmittedEmail } from '../../../domain/registration/emails';
import { lockPerson } from '../../../domain/person/queries';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { consentProblems } from '../consent-problems';
import {
  findAwaitingVolunteerRegistration,
  findOrganisationRow,
  findRoleRow,
  insertVolunteerRegistration,
  listTeamsOfOrganisation,
  markDbsApplicationActive,
} from '../queries';

type Registration = Awaited<ReturnType<typeof insertVolunteerRegistration>>;

function answer(row: Registration, created: boolean): VolunteerRegistrationCreated {
  return {
    id: row.id,
    applicationStatus: volunteerDecisionCodeOf(row.applicationStatus),
    requiresDbs: row.requiresDbs,
    dbsTriggered: row.dbsTriggered,
    requiresClubSecApproval: row.requiresClubSecApproval,
    requiresWruApproval: row.requiresUnionApproval,
    created,
  };
}

/** A refused choice: its reason, with its English (and the field's error) naming the field. */
function invalid(field: string, reason: Reason, detail: string = REASONS[reason].en): AppError {
  return new AppError(reason, { detail, fieldErrors: { [field]: [detail] } });
}

/** The field and the reason of each missing choice (`volunteerChoiceProblems`). */
const CHOICE_REFUSALS: Record<string, { field: string; reason: Reason }> = {
  organisation: { field: 'organisationId', reason: 'volunteer_registration.organisation_required' },
  teams: { field: 'teamParentIds', reason: 'volunteer_registration.teams_required' },
  ageGradeAcknowledgement: {
    field: 'ageGradeAcknowledged',
    reason: 'volunteer_registration.age_grades_not_acknowledged',
  },
};

/**
 * POST /person/{id}/volunteer-registration: register myself or my child to volunteer in a role.
 * The role's rules decide: minimum age, an organisation (or unattached where the role allows it),
 * teams, and DBS (required by the role, or for child teams). When DBS is required and the person's
 * DBS is not valid a DBS application is opened (`dbsTriggered`). The approvals needed are copied
 * from the role. A repeated submission answers the registration already awaiting a decision.
 */
export async function submitVolunteerRegistration(
  context: UseCaseContext,
  input: EndpointInput<typeof submitVolunteerRegistrationEndpoint>,
): Promise<VolunteerRegistrationCreated> {
  const { db, actor, now } = context;
  const submission = input.body;
  const person = await loadPersonForActor(db, actor, input.params.id);
  const consents = Object.fromEntries(VOLUNTEER_CONSENTS.map((key) => [key, submission[key]]));
  const problems = consentProblems(VolunteerConsentSchema, consents, null, 'volunteer_registration.consents_missing');
  if (problems) throw problems;

  const role = await findRoleRow(db, submission.volunteerRoleId);
  if (!role || !role.isVolunteerRole) throw invalid('volunteerRoleId', 'volunteer_registration.role_unknown');
  if (!person.dob) throw invalid('volunteerRoleId', 'volunteer_registration.date_of_birth_missing');
  if (!isOldEnoughForRole(ageOn(person.dob, now), role)) {
    const detail = `You must be at least ${role.minAge} to volunteer as ${role.value}`;
    throw new AppError('volunteer_registration.too_young', {
      params: { minAge: role.minAge, role: role.value },
      detail,
      fieldErrors: { volunteerRoleId: [detail] },
    });
  }

  let organisationName: string | null = null;
  let teamNames: string[] = [];
  if (submission.organisationId !== null) {
    const organisation = await findOrganisationRow(db, submission.organisationId);
    if (!organisation || !organisation.isActive)
      throw invalid('organisationId', 'volunteer_registration.organisation_not_active');
    organisationName = organisation.name;
    const teams = await listTeamsOfOrganisation(db, organisation.id, submission.teamParentIds);
    if (teams.length !== new Set(submission.teamParentIds).size) {
      throw invalid('teamParentIds', 'volunteer_registration.teams_not_of_organisation');
    }
    teamNames = teams.map((team) => team.name);
  } else if (submission.teamParentIds.length > 0) {
    throw invalid('teamParentIds', 'volunteer_registration.teams_without_organisation');
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
  const refusals = choiceProblems.flatMap((problem) => CHOICE_REFUSALS[problem] ?? []);
  const [first] = refusals;
  if (first) {
    // The first missing choice names the refusal; the English and the field errors list them all.
    const english = refusals.map(({ reason }) => REASONS[reason].en);
    const fieldErrors = Object.fromEntries(refusals.map(({ field, reason }) => [field, [REASONS[reason].en]]));
    throw new AppError(first.reason, { detail: english.join('\n'), fieldErrors });
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
        requestId: context.requestId,
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
        await context.mailer.send(
          volunteerRegistrationSubmittedEmail({
            recipient,
            person: locked,
            role,
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
