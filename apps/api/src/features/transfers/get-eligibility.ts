import {
  unionDay,
  type EndpointInput,
  type getTransferEligibilityEndpoint,
  type TransferEligibilityItem,
} from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { teamParentNameCy } from '../../domain/team/names';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import {
  listEligibleTeams,
  requireActivePlayingRoles,
  requireFromRole,
  requireTransferDetails,
  transferSeason,
} from './eligibility';
import { findPersonByIdAndLastName, hasPendingPlayerApplication } from './queries';

/**
 * GET /person/{id}/transfer/eligibility: Select Teams' to-teams. The receiving organisation's team
 * parents the person may move to from this from-team (same game format, the person's age grade
 * and sex, registrations open; a Team Manager or Team Coach only their own teams), each with its
 * variations and squad sizes. None while the person has a player application in progress, as the
 * spec's message for an empty list says.
 */
export async function getTransferEligibility(
  context: UseCaseContext,
  input: EndpointInput<typeof getTransferEligibilityEndpoint>,
): Promise<TransferEligibilityItem[]> {
  const { db, actor, now } = context;
  const { fromTeamChildId, toOrganisationId, lastName } = input.query;
  const access = await requireOrganisationArea(db, actor, toOrganisationId, 'transfers', now);
  const person = await findPersonByIdAndLastName(db, input.params.id, lastName);
  if (!person) throw new AppError('transfer.player_not_found');
  const today = unionDay(now);
  const player = requireTransferDetails(person, transferSeason(now));
  const fromRole = requireFromRole(await requireActivePlayingRoles(db, person.id, today), fromTeamChildId);
  if (fromRole.organisationId === toOrganisationId) throw new AppError('transfer.same_organisation');
  if (await hasPendingPlayerApplication(db, person.id)) return [];
  const teams = await listEligibleTeams(db, {
    player,
    fromRole,
    toOrganisationId,
    teamParentIds: access.teamParentIds,
    today,
  });
  return teams.map((team) => ({
    teamParentId: team.teamParentId,
    team: team.team,
    teamCy: teamParentNameCy({ name: team.team, templateName: team.templateName, templateNameCy: team.templateNameCy }),
    ageGrade: team.ageGrade,
    gameFormat: { id: team.gameFormatId, name: team.gameFormatName },
    teamChildren: team.teamChildren.map((child) => ({
      id: child.id,
      value: child.value,
      playerCount: child.playerCount,
    })),
  }));
}
