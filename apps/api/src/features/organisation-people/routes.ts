import {
  OrganisationIdParamsSchema,
  OrganisationPersonDetailsSchema,
  OrganisationPersonListSchema,
  OrganisationPersonParamsSchema,
  PeopleSearchQuerySchema,
  ProblemSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { getOrganisationPerson } from './get-organisation-person';
import { searchPeople } from './search-people';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/**
 * Search People and the person details dialog of an organisation (area People: Club Secretary,
 * Club Chair, Club Safeguarding Officer).
 */
const organisationPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation-people'];

  app.get(
    '/api/organisation/:organisationId/people/all',
    {
      schema: {
        tags,
        summary:
          'Search People: members with an active role here, by name or member id, players or volunteers; 20 per page',
        params: OrganisationIdParamsSchema,
        querystring: PeopleSearchQuerySchema,
        response: { 200: OrganisationPersonListSchema, ...refusals },
      },
    },
    async (request) =>
      searchPeople({
        db: app.db,
        actor: actorOf(request),
        input: { organisationId: request.params.organisationId, query: request.query },
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.get(
    '/api/organisation/:organisationId/people/:wruId',
    {
      schema: {
        tags,
        summary: "A member's details for the people dialog: roles here, DBS status, and a minor's parent contact",
        params: OrganisationPersonParamsSchema,
        response: { 200: OrganisationPersonDetailsSchema, ...refusals },
      },
    },
    async (request) =>
      getOrganisationPerson({
        db: app.db,
        actor: actorOf(request),
        input: request.params,
        now: app.clock(),
        requestId: request.id,
      }),
  );
};
export default organisationPeopleRoutes;
