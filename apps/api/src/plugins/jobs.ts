/**
 * Scheduled and background work on pg-boss, in the same database as everything else (PGlite or
 * PostgreSQL; pg-boss keeps its tables in the `pgboss` schema). pg-boss talks to the database
 * through the app's own handle, so the embedded database needs no socket. Off with
 * SCHEDULED_JOBS=false (the API tests run their jobs' use cases directly).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { scheduleDbsExpiryReminders } from '../features/dbs-checks/job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue; null when scheduled jobs are off. */
    jobs: PgBoss | null;
  }
}

export default fp(
  async function jobs(app: FastifyInstance) {
    if (!app.config.scheduledJobs) {
      app.decorate('jobs', null);
      return;
    }
    const database = app.database;
    const boss = new PgBoss({
      schema: 'pgboss',
      db: {
        executeSql: (text: string, values: unknown[]) =>
          values && values.length > 0 ? database.query(text, values) : database.script(text),
      },
    });
    boss.on('error', (err) => app.log.error({ err }, 'background job error'));
    app.decorate('jobs', boss);
    app.addHook('onReady', async () => {
      await boss.start();
      await scheduleDbsExpiryReminders(boss, app);
    });
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    });
  },
  { name: 'jobs', dependencies: ['config', 'db', 'mail'] },
);
