import {
  getOrganisationHubEndpoint,
  getOrganisationResourcesEndpoint,
  listManagedOrganisationsEndpoint,
  listOrganisationsEndpoint,
  OrganisationIdParamsSchema,
  OrganisationTeamParentListSchema,
  OrganisationTeamParentsQuerySchema,
  ProblemSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint';
import { getOrganisationHub } from './get-hub';
import { getOrganisationResources } from './get-resources';
import { listManagedOrganisations } from './list-managed';
import { listTeamParentsOfOrganisation } from './list-organisation-team-parents';
import { listOrganisations } from './list-organisations';

const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listManagedOrganisationsEndpoint, (context, { params }) => listManagedOrganisations(context, params));
  route(app, listOrganisationsEndpoint, (context, { query }) => listOrganisations(context, query));

  app.get(
    '/api/team/:organisationId/get-team-parents',
    {
      schema: {
        tags: ['organisations'],
        summary: "An active organisation's teams, in age-grade order: 9 a page with page, else all",
        params: OrganisationIdParamsSchema,
        querystring: OrganisationTeamParentsQuerySchema,
        response: { 200: OrganisationTeamParentListSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) =>
      listTeamParentsOfOrganisation({ db: app.db, input: { ...request.params, page: request.query.page } }),
  );

  route(app, getOrganisationHubEndpoint, (context, { params }) => getOrganisationHub(context, params));
  route(app, getOrganisationResourcesEndpoint, (context, { params }) =>
    getOrganisationResources(context, { ...params, urls: app.config.clubInvestmentModelUrls }),
  );
};
export default organisationRoutes;
