import { isoDay, type OrganisationTeam } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireOrganisationArea } from '../../lib/organisation-access';
import { countPlayers, listTeamChildRows, listTeamParentRows } from './queries';

const SEX_VALUES: Record<number, string> = { 1: 'Male', 2: 'Female' };

/**
 * GET /organisation/{organisationId}/team: Manage Teams. The organisation's team parents with
 * template, format, sex (blank = Mixed), player count and variations; Team Managers and Coaches
 * see only their own teams.
 */
export async function listOrganisationTeams(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number };
  now: Date;
}): Promise<OrganisationTeam[]> {
  const { db, input, now } = options;
  const access = await requireOrganisationArea(db, options.actor, input.organisationId, 'teams', now);
  const rows = await listTeamParentRows(db, input.organisationId, access.teamParentIds === null ? null : [...access.teamParentIds]);
  const ids = rows.map((row) => row.id);
  const [children, counts] = await Promise.all([listTeamChildRows(db, ids), countPlayers(db, ids, isoDay(now))]);
  return rows.map((row) => {
    const own = children.filter((child) => child.teamParentId === row.id).map((child) => ({ id: child.id, value: child.value }));
    return {
      id: row.id,
      name: row.name,
      teamTemplate: { name: row.templateName, gameFormat: { name: row.gameFormatName, value: row.gameFormatValue } },
      sex: { value: row.sexId === null ? '' : (SEX_VALUES[row.sexId] ?? '') },
      playerCount: Number(counts.find((count) => count.teamParentId === row.id)?.players ?? 0),
      enableRegistrations: row.enableRegistrations,
      numberOfTeamChildren: own.length,
      teamChildren: own,
    };
  });
}
