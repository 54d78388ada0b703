import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../env';
import { systemClock, type Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

export default fp(
  async function configPlugin(app: FastifyInstance, opts: { config: Config; clock?: Clock }) {
    app.decorate('config', opts.config);
    app.decorate('clock', opts.clock ?? systemClock);
  },
  { name: 'config' },
);
