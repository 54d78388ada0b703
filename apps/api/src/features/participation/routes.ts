import {
  DbsResponseSchema,
  DbsViewListSchema,
  PersonIdParamsSchema,
  ProblemSchema,
  QualificationListSchema,
  RegisteredRoleListSchema,
  RegisteredRolesQuerySchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { getDbs } from './get-dbs';
import { listDbsViews } from './list-dbs-views';
import { listQualifications } from './list-qualifications';
import { listRegisteredRoles } from './list-registered-roles';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

/** The participation hub: Your Qualifications, Your DBS, Your Roles. For me or my own child only. */
const participationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['participation'];

  app.get(
    '/api/person/:id/qualifications',
    {
      schema: {
        tags,
        summary: 'Qualifications (yours or your child’s) that have not been ended',
        params: PersonIdParamsSchema,
        response: { 200: QualificationListSchema, ...refusals },
      },
    },
    async (request) => listQualifications({ db: app.db, actor: actorOf(request), input: request.params }),
  );

  app.get(
    '/api/person/:id/person-dbs',
    {
      schema: {
        tags,
        summary: 'DBS records (yours or your child’s), the active-application and invalid flags, and the DBS status',
        params: PersonIdParamsSchema,
        response: { 200: DbsResponseSchema, ...refusals },
      },
    },
    async (request) => getDbs({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.get(
    '/api/person/:id/dbs-views',
    {
      schema: {
        tags,
        summary: 'Who viewed your (or your child’s) DBS record: the organisation or the union, the viewer’s role there when known, and when; newest first, at most 100',
        params: PersonIdParamsSchema,
        response: { 200: DbsViewListSchema, ...refusals },
      },
    },
    async (request) => listDbsViews({ db: app.db, actor: actorOf(request), input: request.params }),
  );

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
