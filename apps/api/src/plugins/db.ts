import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the database opened by the process (or the test) to every route. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
