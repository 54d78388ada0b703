import { ProblemSchema, UnionPeopleSearchQuerySchema, UnionPersonListSchema } from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { searchPeopleForDbs } from './search-people';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/**
 * Finding a person in the union's back office (area dbs: Safeguarding Officer, Union
 * Administrator), each with their DBS status; their DBS itself is the dbs-checks capability.
 */
const unionDbsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['union-dbs'];

  app.get(
    '/api/union/people',
    {
      schema: {
        tags,
        summary: 'People by name or member id (at most 20), each with their DBS status',
        querystring: UnionPeopleSearchQuerySchema,
        response: { 200: UnionPersonListSchema, ...refusals },
      },
    },
    async (request) =>
      searchPeopleForDbs({
        db: app.db,
        actor: actorOf(request),
        search: request.query.search,
        now: app.clock(),
        requestId: request.id,
      }),
  );
};
export default unionDbsRoutes;
