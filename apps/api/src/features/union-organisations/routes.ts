import {
  NewUnionAppointmentSchema,
  NewUnionOrganisationSchema,
  NewUnionTeamParentSchema,
  ProblemSchema,
  TeamRegistrationStateSchema,
  TeamRegistrationToggleSchema,
  UnionOfficeHolderParamsSchema,
  UnionOrganisationChangesSchema,
  UnionOrganisationDetailsSchema,
  UnionOrganisationListQuerySchema,
  UnionOrganisationOptionsSchema,
  UnionOrganisationPageSchema,
  UnionOrganisationParamsSchema,
  UnionOrganisationPeopleQuerySchema,
  UnionOrganisationPersonListSchema,
  UnionTeamChildNameSchema,
  UnionTeamChildParamsSchema,
  UnionTeamParentParamsSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { addTeamChild } from './add-team-child';
import { addTeamParent } from './add-team-parent';
import { appointOrganisationRole } from './appoint-organisation-role';
import { changeOrganisation } from './change-organisation';
import { createOrganisation } from './create-organisation';
import { endOrganisationRole } from './end-organisation-role';
import { getOrganisation } from './get-organisation';
import { getOrganisationOptions } from './get-organisation-options';
import { listOrganisations } from './list-organisations';
import { removeTeamChild } from './remove-team-child';
import { renameTeamChild } from './rename-team-child';
import { searchPeopleToAppoint } from './search-people';
import { setTeamRegistration } from './set-team-registration';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
const changeRefusals = { ...refusals, 409: ProblemSchema };

/**
 * Organisations in the union's back office (area organisations: Union Administrator only): list,
 * create and edit organisations; their team parents, variations and registration toggle; appoint
 * and end organisation roles. Every change is audited in its transaction.
 */
const unionOrganisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['union-organisations'];
  const context = (request: { id: string; actor: Parameters<typeof actorOf>[0]['actor'] }) => ({
    db: app.db,
    actor: actorOf(request),
    now: app.clock(),
    requestId: request.id,
  });

  app.get(
    '/api/union/organisations',
    {
      schema: {
        tags,
        summary:
          'Organisations by name or id, type, region and whether active; 20 a page, with counts of teams and people',
        querystring: UnionOrganisationListQuerySchema,
        response: { 200: UnionOrganisationPageSchema, ...refusals },
      },
    },
    async (request) =>
      listOrganisations({ db: app.db, actor: actorOf(request), input: request.query, now: app.clock() }),
  );

  app.get(
    '/api/union/organisations/options',
    {
      schema: {
        tags,
        summary: 'Organisation types, regions, team templates and the organisation roles the union appoints',
        response: { 200: UnionOrganisationOptionsSchema, ...refusals },
      },
    },
    async (request) => getOrganisationOptions({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/api/union/organisations/people',
    {
      schema: {
        tags,
        summary: 'People to appoint, by name or member id (at most 20)',
        querystring: UnionOrganisationPeopleQuerySchema,
        response: { 200: UnionOrganisationPersonListSchema, ...refusals },
      },
    },
    async (request) =>
      searchPeopleToAppoint({ db: app.db, actor: actorOf(request), search: request.query.search, now: app.clock(), requestId: request.id }),
  );

  app.post(
    '/api/union/organisations',
    {
      schema: {
        tags,
        summary: 'Create an active organisation: name, type, region',
        body: NewUnionOrganisationSchema,
        response: { 201: UnionOrganisationDetailsSchema, ...changeRefusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganisation({ ...context(request), input: request.body })),
  );

  app.get(
    '/api/union/organisations/:organisationId',
    {
      schema: {
        tags,
        summary: 'An organisation: name, type, region, active, team parents with variations, current office holders',
        params: UnionOrganisationParamsSchema,
        response: { 200: UnionOrganisationDetailsSchema, ...refusals },
      },
    },
    async (request) =>
      getOrganisation({
        db: app.db,
        actor: actorOf(request),
        organisationId: request.params.organisationId,
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.put(
    '/api/union/organisations/:organisationId',
    {
      schema: {
        tags,
        summary: 'Edit name, type, region and whether active (an inactive organisation takes no new applications)',
        params: UnionOrganisationParamsSchema,
        body: UnionOrganisationChangesSchema,
        response: { 200: UnionOrganisationDetailsSchema, ...changeRefusals },
      },
    },
    async (request) =>
      changeOrganisation({
        ...context(request),
        input: { organisationId: request.params.organisationId, changes: request.body },
      }),
  );

  app.post(
    '/api/union/organisations/:organisationId/team-parents',
    {
      schema: {
        tags,
        summary:
          'Add a team from a team template (a second from the same template needs its own name) with its first variation',
        params: UnionOrganisationParamsSchema,
        body: NewUnionTeamParentSchema,
        response: { 201: UnionOrganisationDetailsSchema, ...changeRefusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addTeamParent({
            ...context(request),
            input: { organisationId: request.params.organisationId, team: request.body },
          }),
        ),
  );

  app.put(
    '/api/union/organisations/:organisationId/team-parents/:teamParentId/registration',
    {
      schema: {
        tags,
        summary: 'Open or close a team for registrations (idempotent)',
        params: UnionTeamParentParamsSchema,
        body: TeamRegistrationToggleSchema,
        response: { 200: TeamRegistrationStateSchema, ...refusals },
      },
    },
    async (request) =>
      setTeamRegistration({ ...context(request), input: { ...request.params, value: request.body.value } }),
  );

  app.post(
    '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations',
    {
      schema: {
        tags,
        summary: 'Add a variation to a team ("2nd team")',
        params: UnionTeamParentParamsSchema,
        body: UnionTeamChildNameSchema,
        response: { 201: UnionOrganisationDetailsSchema, ...changeRefusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addTeamChild({ ...context(request), input: { ...request.params, value: request.body.value } })),
  );

  app.put(
    '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations/:teamChildId',
    {
      schema: {
        tags,
        summary: 'Rename a variation',
        params: UnionTeamChildParamsSchema,
        body: UnionTeamChildNameSchema,
        response: { 200: UnionOrganisationDetailsSchema, ...changeRefusals },
      },
    },
    async (request) =>
      renameTeamChild({ ...context(request), input: { ...request.params, value: request.body.value } }),
  );

  app.delete(
    '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations/:teamChildId',
    {
      schema: {
        tags,
        summary:
          'Remove a variation nothing refers to (409 when a role, application or fixture does, or when it is the last)',
        params: UnionTeamChildParamsSchema,
        response: { 200: UnionOrganisationDetailsSchema, ...changeRefusals },
      },
    },
    async (request) => removeTeamChild({ ...context(request), input: request.params }),
  );

  app.post(
    '/api/union/organisations/:organisationId/office-holders',
    {
      schema: {
        tags,
        summary:
          'Appoint a person to an organisation role from today (Team Manager and Team Coach for team variations)',
        params: UnionOrganisationParamsSchema,
        body: NewUnionAppointmentSchema,
        response: { 201: UnionOrganisationDetailsSchema, ...changeRefusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await appointOrganisationRole({
            ...context(request),
            input: { organisationId: request.params.organisationId, appointment: request.body },
          }),
        ),
  );

  app.post(
    '/api/union/organisations/:organisationId/office-holders/:appointmentId/end',
    {
      schema: {
        tags,
        summary: 'End an appointment now (409 if it has already ended)',
        params: UnionOfficeHolderParamsSchema,
        response: { 200: UnionOrganisationDetailsSchema, ...changeRefusals },
      },
    },
    async (request) => endOrganisationRole({ ...context(request), input: request.params }),
  );
};
export default unionOrganisationRoutes;
