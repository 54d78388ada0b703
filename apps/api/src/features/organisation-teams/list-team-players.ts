import { ageOn, isoDay, TEAM_PLAYERS_PAGE_SIZE, type TeamPlayer, type TeamPlayersQuery } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireTeamParentArea } from '../../domain/access/organisation-access';
import { findTeamChild, listTeamPlayerRows } from './queries';

/**
 * GET /team/child/{id}/player: the players of a team variation (active ones unless
 * activeOnly=false), searched by name or member id, 5 a page. Area Teams of the team's
 * organisation; Team Managers and Coaches only for their own teams. Each child answered is an
 * audited read ('child-record.read', one row per child).
 */
export async function listTeamPlayers(options: {
  db: DbOrTx;
  actor: Actor;
  input: { teamChildId: number; query: TeamPlayersQuery };
  now: Date;
  requestId: string;
}): Promise<TeamPlayer[]> {
  const { db, input, now } = options;
  const teamChild = await findTeamChild(db, input.teamChildId);
  if (!teamChild) throw AppError.notFound('The team was not found');
  const access = await requireTeamParentArea(db, options.actor, teamChild.teamParentId, 'teams', now);
  const rows = await listTeamPlayerRows(db, {
    teamChildId: teamChild.id,
    today: input.query.activeOnly ? isoDay(now) : null,
    search: input.query.search ?? null,
    limit: TEAM_PLAYERS_PAGE_SIZE,
    offset: (input.query.page - 1) * TEAM_PLAYERS_PAGE_SIZE,
  });
  await auditChildRecordReads(db, {
    actor: options.actor,
    now,
    requestId: options.requestId,
    organisationId: access.organisationId,
    people: rows.map((row) => row.wruId),
    record: 'team-players',
  });
  return rows.map((row) => ({ ...row, age: row.dob ? ageOn(row.dob, now) : null }));
}
