import { defineEndpoint } from '../contract/endpoint';
import { capability, refusals } from './endpoint-defaults';
import { TeamParentDetailsSchema, TeamParentParamsSchema } from './player-applications/schemas';

/**
 * A team's details (Register to Play's team page), in a module of its own: the union's organisation page
 * refreshes it after changing a team, and takes it without the other registrations calls and their
 * schemas (decision 035).
 */
export const getTeamParentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/team/parent/:id',
  capability,
  summary: "A team's details: organisation, template and format, sex, team children, whether it takes registrations",
  params: TeamParentParamsSchema,
  response: TeamParentDetailsSchema,
  refusals,
  reasons: ['player_application.team_not_found'],
});
