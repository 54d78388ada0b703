import { type EndpointInput, type getTransferSeasonCountEndpoint, type SeasonTransferCount } from '@mywru/shared';
import { requireOrganisationArea, requireTeam } from '../../domain/access/organisation-access';
import { readUnionSettings } from '../../domain/union-settings/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { transferSeason } from './eligibility';
import { countSeasonTransfers, findTeamChild } from './queries';

/**
 * GET /transfer/organisation/{organisationId}/team-child/{teamChildId}/season-count: transfers into
 * the organisation's team child this season that are not rejected or cancelled, and the union's
 * limit. A team child of another organisation is not found.
 */
export async function getTransferSeasonCount(
  context: UseCaseContext,
  input: EndpointInput<typeof getTransferSeasonCountEndpoint>,
): Promise<SeasonTransferCount> {
  const { db, actor, now } = context;
  const { organisationId, teamChildId } = input.params;
  const access = await requireOrganisationArea(db, actor, organisationId, 'transfers', now);
  const team = await findTeamChild(db, teamChildId);
  if (!team || team.organisationId !== organisationId) throw new AppError('team.not_found');
  requireTeam(access, team.teamParentId, 'transfers');
  return {
    count: await countSeasonTransfers(db, teamChildId, transferSeason(now).label),
    maxTransferredPlayers: (await readUnionSettings(db)).maxTransferredPlayers,
  };
}
