import { readOutboxEndpoint } from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { readOutbox } from './read';

/**
 * The outbox in the union's back office (area outbox: the Union Administrator only). It replaces the
 * old anonymous development mailbox: the outbox holds password-reset links, so nobody reads it
 * without signing in, whatever address the request comes from.
 */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, readOutboxEndpoint, (context) => readOutbox(context, { isKept: app.config.hasOutbox }));
};
export default outboxRoutes;
