import { livenessEndpoint, readinessEndpoint } from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers). */
const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, livenessEndpoint, () => ({ status: 'ok' as const }));
  route(app, readinessEndpoint, async (_context, _input, { request, reply }) => {
    try {
      await app.database.ping();
      return { status: 'ready' as const, database: app.database.kind };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      const unavailable = { status: 'unavailable' as const, database: app.database.kind };
      await reply.status(503).send(unavailable);
      return unavailable;
    }
  });
};
export default healthRoutes;
