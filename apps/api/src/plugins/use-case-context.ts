import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UseCaseContext } from '../lib/use-case-context';
import type { Actor } from '../lib/actor';

/** Builds each request's use-case context once, after sign-in and validation, before the handler. */
export default fp(
  async function useCaseContext(app: FastifyInstance) {
    app.decorateRequest('useCaseContext', null as unknown as UseCaseContext<Actor | null>);
    app.addHook('preHandler', async (request) => {
      request.useCaseContext = {
        db: app.db,
        actor: request.actor,
        now: app.clock(),
        mailer: app.mailer,
        requestId: request.id,
        log: request.log,
      };
    });
  },
  { name: 'use-case-context', dependencies: ['config', 'db', 'mail', 'auth'] },
);
