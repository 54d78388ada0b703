/**
 * DBS checks expire at the end of a season (31 May). A new check's expiry defaults to the end of
 * the season it is issued in; holders are reminded 90 and 30 days before it.
 */
import { shiftDay } from '../fields/limits';
import { unionDay } from '../fields/union-day';
import { currentSeason } from '../seasons/season';

export const DBS_REMINDER_DAYS = [90, 30] as const;
export const DBS_EXPIRING_WITHIN_DAYS = 90;

/** The end of the season running on the issue date (a check issued in June or later ends next May). */
export function defaultDbsExpiry(issued: string): string {
  const season = currentSeason(new Date(`${issued}T12:00:00Z`));
  const month = Number(issued.slice(5, 7));
  // June to August belong to the coming season for registration purposes.
  return month >= 6 && month <= 8 ? `${season.startYear + 2}-05-31` : season.ends;
}

/** Whole days from `today` to `expiry` (negative when expired). */
export function daysUntil(expiry: string, today: Date): number {
  const utcDate = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utcDate(expiry) - utcDate(unionDay(today))) / 86_400_000);
}

/** The reminder due today for a check (90 or 30 days before expiry), if any. */
export function dbsReminderDue(expiry: string, today: Date): (typeof DBS_REMINDER_DAYS)[number] | null {
  const days = daysUntil(expiry, today);
  return (DBS_REMINDER_DAYS as readonly number[]).includes(days) ? (days as 90 | 30) : null;
}

/** The reminders that should have been sent by today (the job sends any not yet sent, once each). */
export function dbsRemindersOwed(expiry: string, today: Date): (typeof DBS_REMINDER_DAYS)[number][] {
  const days = daysUntil(expiry, today);
  if (days < 0) return [];
  return DBS_REMINDER_DAYS.filter((reminder) => days <= reminder);
}

/**
 * The days of the expiries counted as expiring soon (`isExpiringSoon`), both included: the union's
 * today and the day DBS_EXPIRING_WITHIN_DAYS days after it, for a query by expiry.
 */
export function dbsExpiringWindow(today: Date): { from: string; until: string } {
  const from = unionDay(today);
  return { from, until: shiftDay(from, { days: DBS_EXPIRING_WITHIN_DAYS }) };
}

export function isExpiringSoon(expiry: string, today: Date): boolean {
  const days = daysUntil(expiry, today);
  return days >= 0 && days <= DBS_EXPIRING_WITHIN_DAYS;
}
