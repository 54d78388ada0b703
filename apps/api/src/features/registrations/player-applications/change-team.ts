import {
  unionDay,
  type changeTeamEndpoint,
  type EndpointInput,
  type PersonRoleRecord,
  type Reason,
} from '@mywru/shared';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../../domain/audit/audit';
import { requireOrganisationArea, requireTeam } from '../../../domain/access/organisation-access';
import { listRoleRowsById, presentRoleRecords } from '../../../domain/role/person-role-records';
import { hasEndedBefore, ROLE_PARENT_IDS } from '../../../domain/role/queries';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { fieldRefusal } from '../field-refusal';
import { findRoleForTeamChange, listTeamChildren, moveRoleIfOn } from '../organisation-queries';

const invalid = (reason: Reason) => fieldRefusal(reason, 'newTeamChildId');

async function present(db: DbOrTx, id: number): Promise<PersonRoleRecord> {
  const [record] = await presentRoleRecords(db, await listRoleRowsById(db, [id]));
  if (!record) throw new Error('the role vanished');
  return record;
}

/**
 * PUT /team/{organisationId}/update-team-child: Change Team. Moves an active playing role in the
 * organisation to another variation of the same team (400 when the team has only one variation,
 * or the new one belongs to another team). Area Registrations (Manage Registrations offers it);
 * Team Managers and Coaches only for their own teams. Audited with the old and new variation;
 * choosing the current one changes nothing.
 */
export async function changeTeam(
  context: UseCaseContext,
  input: EndpointInput<typeof changeTeamEndpoint>,
): Promise<PersonRoleRecord> {
  const { db, actor, now } = context;
  const { organisationId } = input.params;
  const access = await requireOrganisationArea(db, actor, organisationId, 'registrations', now);
  const role = await findRoleForTeamChange(db, input.query.personOrganisationRoleId);
  if (!role || role.organisationId !== organisationId) throw new AppError('player_application.role_not_found');
  const from = role.teamChildId;
  const teamParentId = role.teamParentId;
  const ended = hasEndedBefore(role, unionDay(now));
  if (role.roleParentId !== ROLE_PARENT_IDS.playing || from === null || teamParentId === null || ended) {
    throw invalid('player_application.not_a_playing_role');
  }
  requireTeam(access, teamParentId, 'registrations');
  const children = await listTeamChildren(db, [teamParentId]);
  if (children.length <= 1) throw invalid('player_application.no_team_options');
  const to = input.query.newTeamChildId;
  if (!children.some((child) => child.id === to)) throw invalid('player_application.not_a_team_option');
  if (to === from) return present(db, role.id);

  return db.transaction(async (tx) => {
    const moved = await moveRoleIfOn(tx, { id: role.id, from, to });
    if (!moved) throw new AppError('player_application.team_changed_meanwhile');
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'playing-role.team-changed',
      subjectType: 'person_organisation_role',
      subjectId: role.id,
      personId: role.personId,
      organisationId,
      requestId: context.requestId,
      details: { teamParentId, fromTeamChildId: from, toTeamChildId: to },
    });
    return present(tx, role.id);
  });
}
