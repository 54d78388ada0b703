import {
  canOrganisationDecide,
  isoDay,
  TEAM_CHANGE_MESSAGES,
  type OrganisationPlayerApplication,
  type PlayerApplicationDecision,
} from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ROLE_IDS } from '../../db/lookups';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireOrganisationArea, requireTeam } from '../../domain/access/organisation-access';
import { playerApplicationDecidedEmail, registrationRecipient } from '../../domain/registration/emails';
import { presentPlayerApplications } from './present';
import { decideIfAwaiting, findApplicationRow, insertRoles, insertStatusChange, listTeamChildren } from './queries';
import { findPerson } from '../../domain/person/queries';

export const ALREADY_DECIDED = "Only an application awaiting the organisation's decision can be decided";

function invalidTeamChild(message: string): AppError {
  return AppError.legacy('validation_failed', message, { teamChildId: [message] });
}

/**
 * PATCH /playing-registration/{id}/status: the organisation approves or rejects an application
 * awaiting it. Approval places the player on a team variation (required when the team has more
 * than one; the only one otherwise) by creating the playing role from today. The status change,
 * the audit entry and the e-mail to the applicant (or guardian) are written in the same transaction.
 *
 * Exactly once: the status moves only from awaiting_org (a conditional update); when two officials
 * decide at once, one wins and the other gets 409, and only one playing role is ever created.
 */
export async function decidePlayingRegistration(options: {
  db: Db;
  actor: Actor;
  input: { id: number; decision: PlayerApplicationDecision };
  now: Date;
  requestId: string;
  mailer: Pick<FastifyInstance['mailer'], 'send'>;
}): Promise<OrganisationPlayerApplication> {
  const { db, actor, input, now } = options;
  const application = await findApplicationRow(db, input.id);
  if (!application) throw AppError.notFound('The application was not found');
  const access = await requireOrganisationArea(db, actor, application.organisationId, 'registrations', now);
  requireTeam(access, application.teamParentId, 'registrations');
  if (!canOrganisationDecide(application.status)) throw AppError.conflict(ALREADY_DECIDED);

  const approve = input.decision.playerApplicationStatusValue === 'approved';
  let teamChild: { id: number; value: string } | null = null;
  if (approve) {
    const children = await listTeamChildren(db, [application.teamParentId]);
    const requested = input.decision.teamChildId;
    if (requested === null) {
      if (children.length === 0) throw invalidTeamChild(TEAM_CHANGE_MESSAGES.noVariations);
      if (children.length > 1) throw invalidTeamChild(TEAM_CHANGE_MESSAGES.variationRequired);
      teamChild = children[0] ?? null;
    } else {
      teamChild = children.find((child) => child.id === requested) ?? null;
      if (!teamChild) throw invalidTeamChild(TEAM_CHANGE_MESSAGES.variationOfOtherTeam);
    }
  }
  const status = approve ? 'approved' : 'rejected';

  return db.transaction(async (tx) => {
    const decided = await decideIfAwaiting(tx, { id: application.id, status, teamChildId: teamChild?.id ?? null, now });
    if (!decided) throw AppError.conflict(ALREADY_DECIDED);
    await insertStatusChange(tx, { applicationId: application.id, status, changedOn: now, changedBy: actor.personId });
    const created = teamChild
      ? await insertRoles(tx, [
          {
            personId: application.personId,
            organisationId: application.organisationId,
            roleId: ROLE_IDS.player,
            teamChildId: teamChild.id,
            activeFrom: isoDay(now),
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
      requestId: options.requestId,
      details: {
        teamParentId: application.teamParentId,
        teamChildId: teamChild?.id ?? null,
        personOrganisationRoleId: created[0]?.id ?? null,
      },
    });
    const person = await findPerson(tx, application.personId);
    const recipient = person ? await registrationRecipient(tx, person) : null;
    if (person && recipient) {
      await options.mailer.send(
        playerApplicationDecidedEmail({
          recipient,
          person,
          teamName: application.teamName,
          teamChildValue: teamChild?.value ?? null,
          organisationName: application.organisationName,
          season: application.season,
          approved: approve,
        }),
        tx,
      );
    }
    const row = await findApplicationRow(tx, application.id);
    if (!row) throw new Error('the decided application vanished');
    const [presented] = await presentPlayerApplications(tx, [row]);
    if (!presented) throw new Error('the decided application could not be presented');
    return presented;
  });
}
