import { defineEndpoint } from '../contract';
import {
  OrganisationIdParamsSchema,
  OrganisationTeamParentListSchema,
  OrganisationTeamParentsQuerySchema,
} from '../organisations/organisation-lists';
import { TeamParentParamsSchema } from '../registrations/player-applications/schemas';
import {
  OrganisationTeamListSchema,
  TeamChildParamsSchema,
  TeamPlayerListSchema,
  TeamPlayersQuerySchema,
  TeamRegistrationStateSchema,
  TeamRegistrationToggleSchema,
} from './schemas';

/** Manage Teams: the organisation's teams (Team Managers and Coaches: their own). */
export const listOrganisationTeamsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId/team',
  capability: 'teams',
  summary: "The organisation's teams with player counts and variations (Team Managers and Coaches: their own)",
  params: OrganisationIdParamsSchema,
  response: OrganisationTeamListSchema,
  refusals: [403, 404],
  reasons: ['organisation.permission.teams'],
});

/** The team page's players of a team variation. */
export const listTeamPlayersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/team/child/:id/player',
  capability: 'teams',
  summary: 'Players of a team variation, by name or member id; 5 per page',
  params: TeamChildParamsSchema,
  query: TeamPlayersQuerySchema,
  response: TeamPlayerListSchema,
  refusals: [403, 404],
  reasons: ['organisation.permission.teams', 'team.not_found'],
});

/** The registrations toggle of a team (decision 008: a PUT, not the spec's GET). */
export const setTeamRegistrationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/team/parent/:id/registration',
  capability: 'teams',
  summary: 'Open or close a team for registrations (the spec has this as a GET; see decision 008)',
  params: TeamParentParamsSchema,
  body: TeamRegistrationToggleSchema,
  response: TeamRegistrationStateSchema,
  refusals: [403, 404],
  reasons: ['organisation.permission.teams', 'team.not_found'],
});

/** An active organisation's teams, public names only, for choosing one to register with. */
export const listTeamParentsOfOrganisationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/team/:organisationId/get-team-parents',
  capability: 'teams',
  summary: "An active organisation's teams, in age-grade order: 9 a page with page, else all",
  params: OrganisationIdParamsSchema,
  query: OrganisationTeamParentsQuerySchema,
  response: OrganisationTeamParentListSchema,
  refusals: [404],
  reasons: ['team.organisation_not_found'],
});
