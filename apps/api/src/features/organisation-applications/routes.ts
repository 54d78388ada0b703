import {
  OrganisationIdParamsSchema,
  OrganisationPlayerApplicationListSchema,
  OrganisationPlayerApplicationSchema,
  OrganisationPlayerApplicationsQuerySchema,
  OrganisationVolunteerApplicationListSchema,
  OrganisationVolunteerApplicationSchema,
  PersonRoleRecordSchema,
  PlayerApplicationDecisionSchema,
  PlayingRegistrationParamsSchema,
  ProblemSchema,
  UpdateTeamChildQuerySchema,
  VolunteerDecisionSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { changeTeamChild } from './change-team-child';
import { decidePlayingRegistration } from './decide-playing-registration';
import { decideVolunteerRegistration } from './decide-volunteer-registration';
import { listPlayingRegistrations } from './list-playing-registrations';
import { listOrganisationVolunteerRegistrations } from './list-volunteer-registrations';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema };

/**
 * Manage Registrations for an organisation (area Registrations: Club Secretary, Club Secretary
 * Support, Team Manager and Team Coach; the last two for their own teams only): the player and
 * volunteer applications, their decisions, and Change Team.
 */
const organisationApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation-applications'];

  app.get(
    '/api/organisation/:organisationId/playing-registration',
    {
      schema: {
        tags,
        summary: "The organisation's player applications in the given statuses, newest first, with each team's variations",
        params: OrganisationIdParamsSchema,
        querystring: OrganisationPlayerApplicationsQuerySchema,
        response: { 200: OrganisationPlayerApplicationListSchema, ...refusals },
      },
    },
    async (request) =>
      listPlayingRegistrations({
        db: app.db,
        actor: actorOf(request),
        input: { organisationId: request.params.organisationId, query: request.query },
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.patch(
    '/api/playing-registration/:id/status',
    {
      schema: {
        tags,
        summary:
          'Approve (on a team variation, required when the team has more than one) or reject an application awaiting the organisation; exactly once (409 when already decided)',
        params: PlayingRegistrationParamsSchema,
        body: PlayerApplicationDecisionSchema,
        response: { 200: OrganisationPlayerApplicationSchema, ...refusals },
      },
    },
    async (request) =>
      decidePlayingRegistration({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, decision: request.body },
        now: app.clock(),
        requestId: request.id,
        mailer: app.mailer,
      }),
  );

  app.get(
    '/api/organisation/:organisationId/volunteer-registration',
    {
      schema: {
        tags,
        summary: "The organisation's volunteer registrations with each person's DBS status, newest first",
        params: OrganisationIdParamsSchema,
        response: { 200: OrganisationVolunteerApplicationListSchema, ...refusals },
      },
    },
    async (request) =>
      listOrganisationVolunteerRegistrations({
        db: app.db,
        actor: actorOf(request),
        input: request.params,
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.put(
    '/api/organisation/:organisationId/volunteer-registration/decision',
    {
      schema: {
        tags,
        summary:
          "The club's decision on a volunteer registration, once (409 on a second); approving without a valid DBS where one is required needs dbsWarningAcknowledged",
        params: OrganisationIdParamsSchema,
        body: VolunteerDecisionSchema,
        response: { 200: OrganisationVolunteerApplicationSchema, ...refusals },
      },
    },
    async (request) =>
      decideVolunteerRegistration({
        db: app.db,
        actor: actorOf(request),
        input: { organisationId: request.params.organisationId, decision: request.body },
        now: app.clock(),
        requestId: request.id,
        mailer: app.mailer,
      }),
  );

  app.put(
    '/api/team/:organisationId/update-team-child',
    {
      schema: {
        tags,
        summary: 'Change Team: move an active playing role to another variation of the same team',
        params: OrganisationIdParamsSchema,
        querystring: UpdateTeamChildQuerySchema,
        response: { 200: PersonRoleRecordSchema, ...refusals },
      },
    },
    async (request) =>
      changeTeamChild({
        db: app.db,
        actor: actorOf(request),
        input: { organisationId: request.params.organisationId, query: request.query },
        now: app.clock(),
        requestId: request.id,
      }),
  );
};
export default organisationApplicationRoutes;
