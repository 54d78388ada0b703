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

/** PostgreSQL's error code for a transaction it aborted to break a deadlock. */
const DEADLOCK = '40P01';

/**
 * Runs a pg-boss statement again when PostgreSQL chose it to break a deadlock. Servers starting
 * together on one database create the same queues at once (each queue is a partition of
 * `pgboss.job`), and PostgreSQL aborts one of them; the aborted statement (or script, one implicit
 * transaction) was rolled back whole, so running it again is safe (decision 032).
 */
async function againAfterDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || (err as { code?: unknown }).code !== DEADLOCK) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

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
          againAfterDeadlock(() =>
            values && values.length > 0 ? database.query(text, values) : database.script(text),
          ),
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
