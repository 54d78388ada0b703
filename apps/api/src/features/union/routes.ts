import { ProblemSchema, UnionMeSchema, UnionSummarySchema } from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { requireUnionStaff, unionAreasOf } from '../../domain/access/union-access';
import { getUnionSummary } from './get-union-summary';

/**
 * The union back office's entry point: which union roles the signed-in staff member holds and
 * which areas they reach, so the web app shows only those. 403 for anyone without a union role.
 */
const unionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/union/me',
    {
      schema: {
        tags: ['union'],
        summary: "The caller's active union roles and the back-office areas they reach (403 for anyone else)",
        response: { 200: UnionMeSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) => {
      const roles = await requireUnionStaff(app.db, actorOf(request));
      return { roles, areas: unionAreasOf(roles, { hasOutbox: app.config.hasOutbox }) };
    },
  );

  app.get(
    '/api/union/summary',
    {
      schema: {
        tags: ['union'],
        summary:
          'What waits for the caller in the areas they reach: work-queue counts and DBS checks expiring within 90 days (null for an area not reached; 403 for anyone without a union role)',
        response: { 200: UnionSummarySchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) => getUnionSummary({ db: app.db, actor: actorOf(request), now: app.clock() }),
  );
};
export default unionRoutes;
