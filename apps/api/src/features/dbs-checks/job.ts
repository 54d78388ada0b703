import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { UseCaseContext } from '../../lib/use-case-context';
import { sendDbsExpiryReminders } from './send-expiry-reminders';

export const DBS_EXPIRY_REMINDERS_QUEUE = 'dbs-expiry-reminders';
/** Every morning, union time. A run is also queued at start-up so a server that sleeps at 07:00 catches up. */
export const DBS_EXPIRY_REMINDERS_CRON = '0 7 * * *';

/** The context of one scheduled run: nobody is signed in, and the run reads the clock once. */
export function dbsExpiryRemindersContext(app: FastifyInstance): UseCaseContext<null> {
  const requestId = `${DBS_EXPIRY_REMINDERS_QUEUE}:${randomUUID()}`;
  return {
    db: app.db,
    actor: null,
    now: app.clock(),
    mailer: app.mailer,
    requestId,
    log: app.log.child({ requestId }),
  };
}

/** Schedules the daily reminder run and works it on this server. */
export async function scheduleDbsExpiryReminders(boss: PgBoss, app: FastifyInstance): Promise<void> {
  await boss.createQueue(DBS_EXPIRY_REMINDERS_QUEUE);
  await boss.schedule(DBS_EXPIRY_REMINDERS_QUEUE, DBS_EXPIRY_REMINDERS_CRON, {}, { tz: 'Europe/London' });
  await boss.work(DBS_EXPIRY_REMINDERS_QUEUE, async () => {
    const context = dbsExpiryRemindersContext(app);
    const sent = await sendDbsExpiryReminders(context);
    context.log.info({ sent }, 'DBS expiry reminders sent');
  });
  await boss.send(DBS_EXPIRY_REMINDERS_QUEUE, {}, { singletonKey: 'start-up', singletonSeconds: 3600 });
}
