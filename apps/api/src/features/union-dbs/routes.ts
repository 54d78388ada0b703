import {
  DbsFlagsSchema,
  ExpiringDbsListSchema,
  NewDbsRecordSchema,
  ProblemSchema,
  UnionPersonDbsSchema,
  UnionPersonParamsSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { getPersonDbs } from './get-person-dbs';
import { listExpiringDbs } from './list-expiring-dbs';
import { recordDbsCheck } from './record-dbs-check';
import { changeDbsFlags } from './update-dbs-flags';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/**
 * DBS in the union's back office (area dbs: Safeguarding Officer, Union Administrator): find a
 * person, see and record their DBS checks (certificate number, issue date, expiry only), set the
 * flags, and list checks running out. Every change is audited in its transaction.
 */
const unionDbsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['union-dbs'];

  app.get(
    '/api/union/people/:id/dbs',
    {
      schema: {
        tags,
        summary: "A person's DBS records, flags and status",
        params: UnionPersonParamsSchema,
        response: { 200: UnionPersonDbsSchema, ...refusals },
      },
    },
    async (request) =>
      getPersonDbs({
        db: app.db,
        actor: actorOf(request),
        personId: request.params.id,
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.post(
    '/api/union/people/:id/dbs',
    {
      schema: {
        tags,
        summary: 'Record a DBS check: certificate number (12 digits), issue date, expiry (default: end of that season)',
        params: UnionPersonParamsSchema,
        body: NewDbsRecordSchema,
        response: { 201: UnionPersonDbsSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await recordDbsCheck({
        db: app.db,
        actor: actorOf(request),
        input: { personId: request.params.id, record: request.body },
        now: app.clock(),
        requestId: request.id,
      });
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/union/people/:id/dbs-flags',
    {
      schema: {
        tags,
        summary: "Set a person's DBS flags (invalid; active application); only the flags given change",
        params: UnionPersonParamsSchema,
        body: DbsFlagsSchema,
        response: { 200: UnionPersonDbsSchema, ...refusals },
      },
    },
    async (request) =>
      changeDbsFlags({
        db: app.db,
        actor: actorOf(request),
        input: { personId: request.params.id, flags: request.body },
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.get(
    '/api/union/dbs/expiring',
    {
      schema: {
        tags,
        summary: 'People whose latest DBS check expires within 90 days, soonest first',
        response: { 200: ExpiringDbsListSchema, ...refusals },
      },
    },
    async (request) =>
      listExpiringDbs({ db: app.db, actor: actorOf(request), now: app.clock(), requestId: request.id }),
  );
};
export default unionDbsRoutes;
