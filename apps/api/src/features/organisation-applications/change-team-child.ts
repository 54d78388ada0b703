import { isoDay, TEAM_CHANGE_MESSAGES, type PersonRoleRecord, type UpdateTeamChildQuery } from '@mywru/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireOrganisationArea, requireTeam } from '../../domain/access/organisation-access';
import { listRoleRowsById, presentRoleRecords } from '../../domain/role/person-role-records';
import { hasEndedBefore, ROLE_PARENT_IDS } from '../../domain/role/queries';
import { findRoleForTeamChange, listTeamChildren, moveRoleIfOn } from './queries';

function invalid(message: string): AppError {
  return AppError.legacy('validation_failed', message, { newTeamChildId: [message] });
}

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
export async function changeTeamChild(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; query: UpdateTeamChildQuery };
  now: Date;
  requestId: string;
}): Promise<PersonRoleRecord> {
  const { db, actor, input, now } = options;
  const access = await requireOrganisationArea(db, actor, input.organisationId, 'registrations', now);
  const role = await findRoleForTeamChange(db, input.query.personOrganisationRoleId);
  if (!role || role.organisationId !== input.organisationId) throw AppError.notFound('The role was not found');
  const from = role.teamChildId;
  const teamParentId = role.teamParentId;
  const ended = hasEndedBefore(role, isoDay(now));
  if (role.roleParentId !== ROLE_PARENT_IDS.playing || from === null || teamParentId === null || ended) {
    throw invalid(TEAM_CHANGE_MESSAGES.notAPlayingRole);
  }
  requireTeam(access, teamParentId, 'registrations');
  const children = await listTeamChildren(db, [teamParentId]);
  if (children.length <= 1) throw invalid(TEAM_CHANGE_MESSAGES.noVariations);
  const to = input.query.newTeamChildId;
  if (!children.some((child) => child.id === to)) throw invalid(TEAM_CHANGE_MESSAGES.notAVariation);
  if (to === from) return present(db, role.id);

  return db.transaction(async (tx) => {
    const moved = await moveRoleIfOn(tx, { id: role.id, from, to });
    if (!moved) throw AppError.conflict('The team of this role changed meanwhile: reload and try again');
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'playing-role.team-changed',
      subjectType: 'person_organisation_role',
      subjectId: role.id,
      personId: role.personId,
      organisationId: input.organisationId,
      requestId: options.requestId,
      details: { teamParentId, fromTeamChildId: from, toTeamChildId: to },
    });
    return present(tx, role.id);
  });
}
