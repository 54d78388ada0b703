import {
  OrganisationHubSchema,
  OrganisationIdParamsSchema,
  OrganisationListQuerySchema,
  OrganisationOptionListSchema,
  OrganisationResourcesSchema,
  OrganisationRoleRecordListSchema,
  OrganisationTeamParentListSchema,
  PersonIdParamsSchema,
  ProblemSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { getOrganisationHub } from './get-organisation-hub';
import { getOrganisationResources } from './get-organisation-resources';
import { listManagedOrganisations } from './list-managed-organisations';
import { listTeamParentsOfOrganisation } from './list-organisation-team-parents';
import { listOrganisations } from './list-organisations';

const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/person/:id/organisation/manage',
    {
      schema: {
        tags: ['organisations'],
        summary: 'The organisations you hold roles in, with your roles there',
        params: PersonIdParamsSchema,
        response: { 200: OrganisationRoleRecordListSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) =>
      listManagedOrganisations({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.get(
    '/api/organisation/all-clubs',
    {
      schema: {
        tags: ['organisations'],
        summary: 'Active organisations by name: 9 a page with an optional search, or all with returnAll=true',
        querystring: OrganisationListQuerySchema,
        response: { 200: OrganisationOptionListSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request) => listOrganisations({ db: app.db, input: request.query }),
  );

  app.get(
    '/api/team/:organisationId/get-team-parents',
    {
      schema: {
        tags: ['organisations'],
        summary: "An active organisation's teams",
        params: OrganisationIdParamsSchema,
        response: { 200: OrganisationTeamParentListSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => listTeamParentsOfOrganisation({ db: app.db, input: request.params }),
  );

  app.get(
    '/api/organisation/:organisationId',
    {
      schema: {
        tags: ['organisations'],
        summary: 'The organisation hub: the organisation and your roles there (403 without a role there)',
        params: OrganisationIdParamsSchema,
        response: { 200: OrganisationHubSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) => getOrganisationHub({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.get(
    '/api/organisation/:organisationId/resources',
    {
      schema: {
        tags: ['organisations'],
        summary: 'Resources: the Club Investment Model documents (any role in the organisation)',
        params: OrganisationIdParamsSchema,
        response: { 200: OrganisationResourcesSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) =>
      getOrganisationResources({
        db: app.db,
        actor: actorOf(request),
        input: request.params,
        now: app.clock(),
        urls: app.config.clubInvestmentModelUrls,
      }),
  );
};
export default organisationRoutes;
