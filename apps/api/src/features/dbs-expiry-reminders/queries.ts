import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dbsExpiryReminders } from '../../db/schema';

/** The reminders already sent for these checks. */
export async function listRemindersSent(db: DbOrTx, dbsRecordIds: readonly number[]) {
  if (dbsRecordIds.length === 0) return [];
  return db
    .select({ dbsRecordId: dbsExpiryReminders.dbsRecordId, daysBefore: dbsExpiryReminders.daysBefore })
    .from(dbsExpiryReminders)
    .where(inArray(dbsExpiryReminders.dbsRecordId, [...dbsRecordIds]));
}

/**
 * Claims reminders for a check; answers the ones this call claimed. A reminder another run (or
 * another server) has already claimed is not claimed again.
 */
export async function claimReminders(db: DbOrTx, dbsRecordId: number, daysBefore: readonly number[], now: Date) {
  if (daysBefore.length === 0) return [];
  const rows = await db
    .insert(dbsExpiryReminders)
    .values(daysBefore.map((days) => ({ dbsRecordId, daysBefore: days, sentAt: now })))
    .onConflictDoNothing()
    .returning({ daysBefore: dbsExpiryReminders.daysBefore });
  return rows.map((row) => row.daysBefore);
}
