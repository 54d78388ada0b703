import { defineEndpoint } from '../contract';
import type { RefusalStatus } from '../contract/endpoint';
import {
  OrganisationIdParamsSchema,
  OrganisationTeamParentListSchema,
  OrganisationTeamParentsQuerySchema,
} from '../organisations/organisation-lists';
import { TeamParentParamsSchema } from '../registrations/team-parent-endpoint';
import {
  OrganisationTeamListSchema,
  TeamChildParamsSchema,
  TeamPlayerListSchema,
  TeamPlayersQuerySchema,
  TeamRegistrationStateSchema,
  TeamRegistrationToggleSchema,
} from './schemas';
import {
  UnionOrganisationDetailsSchema,
  UnionOrganisationParamsSchema,
  UnionTeamChildParamsSchema,
  UnionTeamParentParamsSchema,
} from '../organisations/union-organisations';
import { UNION_ORGANISATION_REFUSALS } from '../organisations/endpoints';
import { NewUnionTeamParentSchema, UnionTeamChildNameSchema } from './union-teams';

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

const unionRefusals = UNION_ORGANISATION_REFUSALS;
const unionChangeRefusals: readonly RefusalStatus[] = [...unionRefusals, 409];

/** The union adds a team to an organisation. */
export const addTeamParentAsUnionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/organisations/:organisationId/team-parents',
  capability: 'teams',
  summary:
    'Add a team from a team template (a second from the same template needs its own name) with its first variation',
  params: UnionOrganisationParamsSchema,
  body: NewUnionTeamParentSchema,
  response: UnionOrganisationDetailsSchema,
  status: 201,
  refusals: unionChangeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'organisation.not_found',
    'team.template_unknown',
    'team.name_taken',
  ],
});

/** The union's registrations toggle of a team. */
export const setTeamRegistrationAsUnionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/union/organisations/:organisationId/team-parents/:teamParentId/registration',
  capability: 'teams',
  summary: 'Open or close a team for registrations (idempotent)',
  params: UnionTeamParentParamsSchema,
  body: TeamRegistrationToggleSchema,
  response: TeamRegistrationStateSchema,
  refusals: unionRefusals,
  reasons: ['back_office.permission.organisations', 'team.not_found'],
});

/** The union adds a variation to a team. */
export const addTeamChildAsUnionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations',
  capability: 'teams',
  summary: 'Add a variation to a team ("2nd team")',
  params: UnionTeamParentParamsSchema,
  body: UnionTeamChildNameSchema,
  response: UnionOrganisationDetailsSchema,
  status: 201,
  refusals: unionChangeRefusals,
  reasons: ['back_office.permission.organisations', 'team.not_found', 'team.variation_taken'],
});

/** The union renames a variation. */
export const renameTeamChildAsUnionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations/:teamChildId',
  capability: 'teams',
  summary: 'Rename a variation',
  params: UnionTeamChildParamsSchema,
  body: UnionTeamChildNameSchema,
  response: UnionOrganisationDetailsSchema,
  refusals: unionChangeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'team.not_found',
    'team.variation_not_found',
    'team.variation_taken',
  ],
});

/** The union removes a variation. */
export const removeTeamChildAsUnionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations/:teamChildId',
  capability: 'teams',
  summary:
    'Remove a variation nothing refers to (409 when a role, application or fixture does, or when it is the last)',
  params: UnionTeamChildParamsSchema,
  response: UnionOrganisationDetailsSchema,
  refusals: unionChangeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'team.not_found',
    'team.variation_not_found',
    'team.variation_in_use',
    'team.last_variation',
  ],
});
