import {
  GrantUnionRoleSchema,
  ProblemSchema,
  UnionRoleCandidateListSchema,
  UnionRoleCandidatesQuerySchema,
  UnionRoleHolderListSchema,
  UnionRoleHolderSchema,
  UnionRoleParamsSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { endUnionRole } from './end-union-role';
import { grantUnionRole } from './grant-union-role';
import { listUnionRoles } from './list-union-roles';
import { searchUnionRoleCandidates } from './search-union-role-candidates';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema };

/**
 * Union roles (area union-roles: the Union Administrator only): who holds which union role,
 * granting one to an adult found by name or member id, and ending one (never the last Union
 * Administrator). Every change is audited in its transaction.
 */
const unionRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['union-roles'];

  app.get(
    '/api/union/roles',
    {
      schema: {
        tags,
        summary: 'Active union role grants: holder, role, granted when and by whom',
        response: { 200: UnionRoleHolderListSchema, ...refusals },
      },
    },
    async (request) => listUnionRoles({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/api/union/roles/candidates',
    {
      schema: {
        tags,
        summary: 'Adults by name or member id (at most 20) with the union roles they hold, for granting a role',
        querystring: UnionRoleCandidatesQuerySchema,
        response: { 200: UnionRoleCandidateListSchema, ...refusals },
      },
    },
    async (request) =>
      searchUnionRoleCandidates({
        db: app.db,
        actor: actorOf(request),
        search: request.query.search,
        now: app.clock(),
      }),
  );

  app.post(
    '/api/union/roles',
    {
      schema: {
        tags,
        summary: 'Grant a union role to a person (409 if they already hold it, or for a child)',
        body: GrantUnionRoleSchema,
        response: { 201: UnionRoleHolderSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const holder = await grantUnionRole({
        db: app.db,
        actor: actorOf(request),
        input: request.body,
        now: app.clock(),
        requestId: request.id,
      });
      return reply.status(201).send(holder);
    },
  );

  app.post(
    '/api/union/roles/:id/end',
    {
      schema: {
        tags,
        summary: 'End a union role grant (409 if already ended, or if it is the last Union Administrator)',
        params: UnionRoleParamsSchema,
        response: { 200: UnionRoleHolderSchema, ...refusals },
      },
    },
    async (request) =>
      endUnionRole({
        db: app.db,
        actor: actorOf(request),
        id: request.params.id,
        now: app.clock(),
        requestId: request.id,
      }),
  );
};
export default unionRoleRoutes;
