import { ActionListSchema, ProblemSchema } from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { listActions } from './list-actions';

/** Actions: what waits for the signed-in person or their children (the dashboard's Actions card). */
const actionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/actions',
    {
      schema: {
        tags: ['actions'],
        summary: 'What waits for you or your children to do, most pressing first',
        response: { 200: ActionListSchema, 401: ProblemSchema },
      },
    },
    async (request) => listActions({ db: app.db, actor: actorOf(request), now: app.clock() }),
  );
};
export default actionRoutes;
