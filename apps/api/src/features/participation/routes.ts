import {
  PersonIdParamsSchema,
  ProblemSchema,
  RegisteredRoleListSchema,
  RegisteredRolesQuerySchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { listRegisteredRoles } from './list-registered-roles';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

/** The participation hub: Your Qualifications, Your DBS, Your Roles. For me or my own child only. */
const participationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['participation'];

  app.get(
    '/api/person/:id/roles',
    {
      schema: {
        tags,
        summary: 'Registered roles of a person (you or your child); with includeDependants=true, your children’s too',
        params: PersonIdParamsSchema,
        querystring: RegisteredRolesQuerySchema,
        response: { 200: RegisteredRoleListSchema, ...refusals },
      },
    },
    async (request) =>
      listRegisteredRoles({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, query: request.query },
        now: app.clock(),
      }),
  );
};
export default participationRoutes;
