import {
  OrganisationIdParamsSchema,
  OrganisationTeamListSchema,
  ProblemSchema,
  TeamChildParamsSchema,
  TeamParentParamsSchema,
  TeamPlayerListSchema,
  TeamPlayersQuerySchema,
  TeamRegistrationStateSchema,
  TeamRegistrationToggleSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { listOrganisationTeams } from './list-organisation-teams';
import { listTeamPlayers } from './list-team-players';
import { setTeamRegistration } from './set-team-registration';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/**
 * Manage Teams and the team page (area Teams: Club Secretary, Club Secretary Support, Club Chair,
 * Team Manager and Team Coach; the last two for their own teams only).
 */
const organisationTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation-teams'];

  app.get(
    '/api/organisation/:organisationId/team',
    {
      schema: {
        tags,
        summary: "The organisation's teams with player counts and variations (Team Managers and Coaches: their own)",
        params: OrganisationIdParamsSchema,
        response: { 200: OrganisationTeamListSchema, ...refusals },
      },
    },
    async (request) => listOrganisationTeams({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.get(
    '/api/team/child/:id/player',
    {
      schema: {
        tags,
        summary: 'Players of a team variation, by name or member id; 5 per page',
        params: TeamChildParamsSchema,
        querystring: TeamPlayersQuerySchema,
        response: { 200: TeamPlayerListSchema, ...refusals },
      },
    },
    async (request) =>
      listTeamPlayers({
        db: app.db,
        actor: actorOf(request),
        input: { teamChildId: request.params.id, query: request.query },
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.put(
    '/api/team/parent/:id/registration',
    {
      schema: {
        tags,
        summary: 'Open or close a team for registrations (the spec has this as a GET; see decision 008)',
        params: TeamParentParamsSchema,
        body: TeamRegistrationToggleSchema,
        response: { 200: TeamRegistrationStateSchema, ...refusals },
      },
    },
    async (request) =>
      setTeamRegistration({
        db: app.db,
        actor: actorOf(request),
        input: { teamParentId: request.params.id, value: request.body.value },
        now: app.clock(),
        requestId: request.id,
      }),
  );
};
export default organisationTeamRoutes;
