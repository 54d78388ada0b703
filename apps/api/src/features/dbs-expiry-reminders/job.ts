import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { sendDbsExpiryReminders } from './send-dbs-expiry-reminders';

export const DBS_EXPIRY_REMINDERS_QUEUE = 'dbs-expiry-reminders';
/** Every morning, union time. A run is also queued at start-up so a server that sleeps at 07:00 catches up. */
export const DBS_EXPIRY_REMINDERS_CRON = '0 7 * * *';

/** Schedules the daily reminder run and works it on this server. */
export async function scheduleDbsExpiryReminders(boss: PgBoss, app: FastifyInstance): Promise<void> {
  await boss.createQueue(DBS_EXPIRY_REMINDERS_QUEUE);
  await boss.schedule(DBS_EXPIRY_REMINDERS_QUEUE, DBS_EXPIRY_REMINDERS_CRON, {}, { tz: 'Europe/London' });
  await boss.work(DBS_EXPIRY_REMINDERS_QUEUE, async () => {
    const sent = await sendDbsExpiryReminders({ db: app.db, clock: app.clock, mailer: app.mailer });
    app.log.info({ sent }, 'DBS expiry reminders sent');
  });
  await boss.send(DBS_EXPIRY_REMINDERS_QUEUE, {}, { singletonKey: 'start-up', singletonSeconds: 3600 });
}
