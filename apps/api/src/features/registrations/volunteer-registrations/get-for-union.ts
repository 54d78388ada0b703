import { VOLUNTEER_DECISION_CODES } from '@mywru/shared';
import type {
  EndpointInput,
  getVolunteerRegistrationForUnionEndpoint,
  UnionVolunteerRegistrationDetail,
  UnionWorkQueueHistoryEntry,
} from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { findPerson } from '../../../domain/person/queries';
import { requireUnionArea } from '../../../domain/access/union-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { findVolunteerRegistrationWithDetails } from '../../../domain/volunteer-registration/read-model';
import { fullName, presentWorkQueuePerson } from '../work-queue/present';
import { listTeamNames, listVolunteerDecisionActors, VOLUNTEER_DECISION_ACTIONS } from '../work-queue/queries';

const decision = (value: number | null) => (value === 1 || value === 2 ? value : null);

/**
 * GET /union/volunteer-registrations/{id}: one volunteer registration whose role needs the union's
 * approval (awaiting it or decided), with the person, the role, the organisation's and the union's
 * decisions and their history: who submitted it, and who made each decision as its audit row
 * records (none where no row was recorded; the final state is their outcome, no one's own step).
 * A registration not needing the union is not the union's: 404. Area work-queue. Reading a
 * child's registration is audited.
 */
export async function getForUnion(
  context: UseCaseContext,
  input: EndpointInput<typeof getVolunteerRegistrationForUnionEndpoint>,
): Promise<UnionVolunteerRegistrationDetail> {
  const { db, actor } = context;
  await requireUnionArea(db, actor, 'work-queue');
  const row = await findVolunteerRegistrationWithDetails(db, input.params.id);
  if (!row?.registration.requiresUnionApproval) throw new AppError('volunteer_registration.not_found');
  const registration = row.registration;
  const [person, teams, submitter, deciders] = await Promise.all([
    presentWorkQueuePerson(context, {
      personId: registration.personId,
      subject: { type: 'volunteer_registration', id: registration.id },
    }),
    listTeamNames(db, registration.teamParentIds),
    findPerson(db, registration.submittedBy),
    listVolunteerDecisionActors(db, registration),
  ]);
  /** Who made a decision, from its audit row; null when none was recorded. */
  const decidedBy = (step: keyof typeof VOLUNTEER_DECISION_ACTIONS) => {
    const actor = deciders.find((row) => row.action === VOLUNTEER_DECISION_ACTIONS[step]);
    return actor ? fullName(actor) : null;
  };

  const clubSecDecision = decision(registration.clubSecDecision);
  const applicationStatus = decision(registration.applicationStatus);
  const history: UnionWorkQueueHistoryEntry[] = [
    {
      status: 'submitted',
      changedOn: registration.submittedOn.toISOString(),
      changedBy: submitter ? fullName(submitter) : null,
      reason: null,
    },
  ];
  if (clubSecDecision !== null && registration.organisationUpdatedOn) {
    const status =
      clubSecDecision === VOLUNTEER_DECISION_CODES.approved ? 'organisation_approved' : 'organisation_rejected';
    history.push({
      status,
      changedOn: registration.organisationUpdatedOn.toISOString(),
      changedBy: decidedBy(status),
      reason: null,
    });
  }
  if (registration.unionDecision !== null && registration.unionUpdatedOn) {
    const status = registration.unionDecision ? 'union_approved' : 'union_rejected';
    history.push({
      status,
      changedOn: registration.unionUpdatedOn.toISOString(),
      changedBy: decidedBy(status),
      reason: registration.unionReason,
    });
  }
  if (applicationStatus !== null) {
    history.push({
      status: applicationStatus === VOLUNTEER_DECISION_CODES.approved ? 'approved' : 'rejected',
      changedOn: registration.updatedOn.toISOString(),
      changedBy: null,
      reason: null,
    });
  }
  history.sort((a, b) => a.changedOn.localeCompare(b.changedOn));
  const teamNames = registration.teamParentIds
    .map((id) => teams.find((team) => team.id === id)?.name)
    .filter((name): name is string => name !== undefined);

  return {
    id: registration.id,
    roleValue: row.roleValue,
    roleValueCy: row.roleValueCy,
    isAwaitingUnion: registration.unionDecision === null && applicationStatus === null,
    person,
    organisationId: registration.organisationId,
    organisationName: row.organisationName,
    teamName: teamNames.length > 0 ? teamNames.join(', ') : null,
    season: registration.season,
    submittedOn: registration.submittedOn.toISOString(),
    requiresDbs: registration.requiresDbs,
    requiresClubSecApproval: registration.requiresClubSecApproval,
    clubSecDecision,
    unionDecision: registration.unionDecision,
    unionReason: registration.unionReason,
    applicationStatus,
    history,
  };
}
