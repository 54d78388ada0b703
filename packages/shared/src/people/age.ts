/**
 * Age rules on calendar dates (YYYY-MM-DD). An instant (the injected clock's "now") counts as the day
 * it falls on in the union (`unionDay`), so a birthday begins at midnight in Wales, also in summer
 * time; the arithmetic on days is done on UTC dates, where no clock change moves a day.
 */
import { shiftDay, unionDay } from '../fields/union-day';

export const ADULT_AGE = 18;
export const MAX_AGE = 120;
export const CHILD_EMAIL_AGE = 16;
export const CHILD_MIN_PICKER_AGE = 6;
export const ADULT_PICKER_YEARS = 100;

/**
 * The day (YYYY-MM-DD) of a date made in UTC for arithmetic on days (`Date.UTC(y, m, d)`). The day an
 * instant falls on, "today" among them, is `unionDay(instant)`.
 */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Whole years between a date of birth and `on` (birthday counted on the day itself; 29 Feb → 1 Mar).
 * Both are YYYY-MM-DD, so the month and day compare as text: a year is taken off until `on`'s
 * "MM-DD" reaches the birthday's. Nothing is split or allocated: lists answer an age per row.
 */
export function ageOn(dob: string, on: Date | string): number {
  const day = typeof on === 'string' ? on : unionDay(on);
  const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  return day.slice(5, 10) < dob.slice(5, 10) ? years - 1 : years;
}

/** Under 18 on the day; pass the day as YYYY-MM-DD when asking for many people. */
export function isChildOn(dob: string, on: Date | string): boolean {
  return ageOn(dob, on) < ADULT_AGE;
}

/** The date `years` years before the union's day of `today` (29 Feb falls back to 28 Feb). */
export function yearsBefore(today: Date, years: number): string {
  return shiftDay(unionDay(today), { years: -years });
}

/** Date-picker ranges: adults the last 100 years up to 18 years ago; children the last 18 years up to 6 years ago. */
export function dobPickerRange(kind: 'adult' | 'child', today: Date): { min: string; max: string } {
  if (kind === 'adult') return { min: yearsBefore(today, ADULT_PICKER_YEARS), max: yearsBefore(today, ADULT_AGE) };
  return { min: shiftDay(yearsBefore(today, ADULT_AGE), { days: 1 }), max: yearsBefore(today, CHILD_MIN_PICKER_AGE) };
}

/** A typed date read as day/month/year with '.', '/' or '-' between; null when it is not a real date. */
export function parseTypedDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, d, m, y] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return isoDay(date);
}
