import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dbsExpiryReminders, dbsRecords, persons } from '../../db/schema';

/**
 * Each person's latest DBS check (the one that decides their status) when it expires between the
 * two days, inclusive. People flagged invalid are left out: their check no longer counts.
 */
export async function listLatestChecksExpiringBetween(db: DbOrTx, from: string, to: string) {
  const latest = db
    .selectDistinctOn([dbsRecords.personId], { id: dbsRecords.id, personId: dbsRecords.personId, expiry: dbsRecords.expiry })
    .from(dbsRecords)
    .orderBy(dbsRecords.personId, desc(dbsRecords.expiry), desc(dbsRecords.id))
    .as('latest');
  return db
    .select({ id: latest.id, personId: latest.personId, expiry: latest.expiry })
    .from(latest)
    .innerJoin(persons, eq(persons.id, latest.personId))
    .where(and(gte(latest.expiry, from), lte(latest.expiry, to), eq(persons.hasInvalidDbs, false)))
    .orderBy(asc(latest.expiry), asc(latest.id));
}

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
