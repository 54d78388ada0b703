import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: app.database.kind };
      } catch (err) {
        request.log.warn({ err }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: app.database.kind });
      }
    },
  );
};
export default healthRoutes;
