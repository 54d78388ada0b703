import { isAgeGrade, type EndpointInput, type getTeamParentEndpoint, type TeamParentDetails } from '@mywru/shared';
import { teamParentNameCy } from '../../../domain/team/names';
import { AppError } from '../../../lib/app-error';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { sexValue } from '../present';
import { findTeamParent, listTeamChildren } from '../queries';

/**
 * GET /team/parent/{id}: a team's details (name, organisation, template and format, sex, team
 * children, whether it takes registrations). Nothing in it is personal, so any signed-in member
 * may read it; organisation administration adds its own views on top.
 */
export async function getTeamParent(
  context: UseCaseContext,
  input: EndpointInput<typeof getTeamParentEndpoint>,
): Promise<TeamParentDetails> {
  const team = await findTeamParent(context.db, input.params.id);
  if (!team) throw new AppError('player_application.team_not_found');
  const children = await listTeamChildren(context.db, team.id);
  return {
    id: team.id,
    name: team.name,
    nameCy: teamParentNameCy(team),
    organisation: { id: team.organisationId, name: team.organisationName },
    teamTemplate: {
      id: team.templateId,
      name: team.templateName,
      ageGrade: isAgeGrade(team.ageGrade) ? team.ageGrade : 'senior',
      gameFormat: { id: team.gameFormatId, name: team.gameFormatName, value: team.gameFormatValue },
    },
    sex: { value: team.sexId === null ? null : sexValue(team.sexId) },
    teamChildren: children,
    numberOfTeamChildren: children.length,
    // An inactive organisation takes no new applications, whatever its teams' own toggles say.
    enableRegistrations: team.enableRegistrations && team.organisationIsActive,
  };
}
