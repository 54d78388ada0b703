import { ageOn, TEAM_PLAYERS_PAGE_SIZE, unionDay, type TeamPlayer, type TeamPlayersQuery } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireTeamParentArea } from '../../domain/access/organisation-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { findTeamChild, listTeamPlayerRows } from './queries';

/**
 * GET /team/child/{id}/player: the players of a team variation (active ones unless
 * activeOnly=false), searched by name or member id, 5 a page. Area Teams of the team's
 * organisation; Team Managers and Coaches only for their own teams. Each child answered is an
 * audited read ('child-record.read', one row per child).
 */
export async function listTeamPlayers(
  context: UseCaseContext,
  input: { teamChildId: number; query: TeamPlayersQuery },
): Promise<TeamPlayer[]> {
  const { db, now } = context;
  const teamChild = await findTeamChild(db, input.teamChildId);
  if (!teamChild) throw new AppError('team.not_found');
  const access = await requireTeamParentArea(db, context.actor, teamChild.teamParentId, 'teams', now);
  const rows = await listTeamPlayerRows(db, {
    teamChildId: teamChild.id,
    today: input.query.activeOnly ? unionDay(now) : null,
    search: input.query.search ?? null,
    limit: TEAM_PLAYERS_PAGE_SIZE,
    offset: (input.query.page - 1) * TEAM_PLAYERS_PAGE_SIZE,
  });
  await auditChildRecordReads(db, {
    actor: context.actor,
    now,
    requestId: context.requestId,
    organisationId: access.organisationId,
    people: rows.map((row) => row.wruId),
    record: 'team-players',
  });
  return rows.map((row) => ({ ...row, age: row.dob ? ageOn(row.dob, now) : null }));
}
