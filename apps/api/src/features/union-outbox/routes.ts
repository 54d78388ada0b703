import { OutboxSchema, ProblemSchema } from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { readOutbox } from './read-outbox';

/**
 * The outbox in the union's back office (area outbox: the Union Administrator only). It replaces the
 * old anonymous development mailbox: the outbox holds password-reset links, so nobody reads it
 * without signing in, whatever address the request comes from.
 */
const unionOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/union/outbox',
    {
      schema: {
        tags: ['union-outbox'],
        summary:
          'The e-mail this server kept instead of sending (no SMTP server configured), newest first; empty with isKept false when SMTP is configured',
        response: { 200: OutboxSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) =>
      readOutbox({ db: app.db, actor: actorOf(request), isKept: app.config.hasOutbox, requestId: request.id }),
  );
};
export default unionOutboxRoutes;
