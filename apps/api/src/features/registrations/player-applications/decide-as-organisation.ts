import {
  canOrganisationDecide,
  unionDay,
  type decidePlayerApplicationAsOrganisationEndpoint,
  type EndpointInput,
  type OrganisationPlayerApplication,
  type Reason,
} from '@mywru/shared';
import { ROLE_IDS } from '../../../db/lookups';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../../domain/audit/audit';
import { requireOrganisationArea, requireTeam } from '../../../domain/access/organisation-access';
import { findPerson } from '../../../domain/person/queries';
import { playerApplicationDecidedEmail, registrationRecipient } from '../../../domain/registration/emails';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { fieldRefusal } from '../field-refusal';
import { presentPlayerApplications } from '../organisation-present';
import {
  decideIfAwaiting,
  findApplicationRow,
  insertRoles,
  insertStatusChange,
  listTeamChildren,
} from '../organisation-queries';

const invalidTeamChild = (reason: Reason) => fieldRefusal(reason, 'teamChildId');

/**
 * PATCH /playing-registration/{id}/status: the organisation approves or rejects an application
 * awaiting it. Approval places the player on a team variation (required when the team has more
 * than one; the only one otherwise) by creating the playing role from today. The status change,
 * the audit entry and the e-mail to the applicant (or guardian) are written in the same transaction.
 *
 * Exactly once: the status moves only from awaiting_org (a conditional update); when two officials
 * decide at once, one wins and the other gets 409, and only one playing role is ever created.
 */
export async function decideAsOrganisation(
  context: UseCaseContext,
  input: EndpointInput<typeof decidePlayerApplicationAsOrganisationEndpoint>,
): Promise<OrganisationPlayerApplication> {
  const { db, actor, now } = context;
  const decision = input.body;
  const application = await findApplicationRow(db, input.params.id);
  if (!application) throw new AppError('player_application.not_found');
  const access = await requireOrganisationArea(db, actor, application.organisationId, 'registrations', now);
  requireTeam(access, application.teamParentId, 'registrations');
  if (!canOrganisationDecide(application.status)) throw new AppError('player_application.already_decided');

  const approve = decision.playerApplicationStatusValue === 'approved';
  let teamChild: { id: number; value: string } | null = null;
  if (approve) {
    const children = await listTeamChildren(db, [application.teamParentId]);
    const requested = decision.teamChildId;
    if (requested === null) {
      if (children.length === 0) throw invalidTeamChild('player_application.no_team_options');
      if (children.length > 1) throw invalidTeamChild('player_application.team_option_required');
      teamChild = children[0] ?? null;
    } else {
      teamChild = children.find((child) => child.id === requested) ?? null;
      if (!teamChild) throw invalidTeamChild('player_application.team_option_of_other_team');
    }
  }
  const status = approve ? 'approved' : 'rejected';

  const row = await db.transaction(async (tx) => {
    const decided = await decideIfAwaiting(tx, { id: application.id, status, teamChildId: teamChild?.id ?? null, now });
    if (!decided) throw new AppError('player_application.already_decided');
    await insertStatusChange(tx, { applicationId: application.id, status, changedOn: now, changedBy: actor.personId });
    const created = teamChild
      ? await insertRoles(tx, [
          {
            personId: application.personId,
            organisationId: application.organisationId,
            roleId: ROLE_IDS.player,
            teamChildId: teamChild.id,
            activeFrom: unionDay(now),
            createdAt: now,
          },
        ])
      : [];
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: approve ? 'player-application.approved' : 'player-application.rejected',
      subjectType: 'player_application',
      subjectId: application.id,
      personId: application.personId,
      organisationId: application.organisationId,
      requestId: context.requestId,
      details: {
        teamParentId: application.teamParentId,
        teamChildId: teamChild?.id ?? null,
        personOrganisationRoleId: created[0]?.id ?? null,
      },
    });
    const person = await findPerson(tx, application.personId);
    const recipient = person ? await registrationRecipient(tx, person) : null;
    if (person && recipient) {
      await context.mailer.send(
        playerApplicationDecidedEmail({
          recipient,
          person,
          team: {
            name: application.teamName,
            templateName: application.templateName,
            templateNameCy: application.templateNameCy,
          },
          teamChildValue: teamChild?.value ?? null,
          organisationName: application.organisationName,
          season: application.season,
          approved: approve,
        }),
        tx,
      );
    }
    const decidedRow = await findApplicationRow(tx, application.id);
    if (!decidedRow) throw new Error('the decided application vanished');
    return decidedRow;
  });
  // Presented once committed, on the pool: its reads run side by side, which one transaction's
  // connection cannot do (it would queue them).
  const [presented] = await presentPlayerApplications(db, [row]);
  if (!presented) throw new Error('the decided application could not be presented');
  return presented;
}
