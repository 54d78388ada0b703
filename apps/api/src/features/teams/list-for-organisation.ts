import { sexValueOf, unionDay, type OrganisationTeam } from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { teamParentNameCy } from '../../domain/team/names';
import type { UseCaseContext } from '../../lib/use-case-context';
import { countPlayers, listTeamChildRows, listTeamParentRows } from './queries';

/**
 * GET /organisation/{organisationId}/team: Manage Teams. The organisation's team parents with
 * template, format, sex (blank = Mixed), player count, variations and the variations of the other
 * teams of the same age grade, in the team listing order; Team Managers and Coaches see only their own teams.
 */
export async function listOrganisationTeams(
  context: UseCaseContext,
  input: { organisationId: number },
): Promise<OrganisationTeam[]> {
  const { db, now } = context;
  const access = await requireOrganisationArea(db, context.actor, input.organisationId, 'teams', now);
  const rows = await listTeamParentRows(
    db,
    input.organisationId,
    access.teamParentIds === null ? null : [...access.teamParentIds],
  );
  const ids = rows.map((row) => row.id);
  const [children, counts] = await Promise.all([listTeamChildRows(db, ids), countPlayers(db, ids, unionDay(now))]);
  const childrenOf = (teamParentId: number) =>
    children
      .filter((child) => child.teamParentId === teamParentId)
      .map((child) => ({ id: child.id, value: child.value }));
  return rows.map((row) => {
    const own = childrenOf(row.id);
    // In the list's order: the other teams of the grade, each with its variations.
    const others = rows
      .filter((team) => team.id !== row.id && team.ageGrade === row.ageGrade)
      .flatMap((team) =>
        childrenOf(team.id).map((child) => ({ ...child, teamParentId: team.id, teamName: team.name })),
      );
    return {
      id: row.id,
      name: row.name,
      nameCy: teamParentNameCy(row),
      teamTemplate: {
        name: row.templateName,
        nameCy: row.templateNameCy || row.templateName,
        gameFormat: { name: row.gameFormatName, value: row.gameFormatValue },
      },
      sex: { value: sexValueOf(row.sexId) },
      playerCount: Number(counts.find((count) => count.teamParentId === row.id)?.players ?? 0),
      enableRegistrations: row.enableRegistrations,
      numberOfTeamChildren: own.length,
      teamChildren: own,
      otherTeamChildren: others,
    };
  });
}
