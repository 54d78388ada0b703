/**
 * The union's calendar: "today" and every date bound are days in this time zone (decision 040), and
 * days are moved by whole years and days (`shiftDay`). Apart from the fields' limits (limits.ts
 * re-exports it), so that a page that only needs the day, such as the landing page through the age
 * rules, loads nothing else.
 */
export const UNION_TIME_ZONE = 'Europe/London';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Every time zone's offset from UTC is a whole number of quarter hours, so its days begin on a quarter
 * hour of UTC: the day an instant falls on is the same through each quarter hour. The last answer is
 * kept per time zone, and "today", asked on most requests, is worked out once a quarter hour.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const lastDays = new Map<string, { quarter: number; day: string }>();

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in the union's time zone: "today" is
 * `unionDay(now)`. Between midnight and 1 a.m. in British Summer Time the day in UTC is still the day
 * before.
 */
export function unionDay(instant: Date, timeZone: string = UNION_TIME_ZONE): string {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  const last = lastDays.get(timeZone);
  if (last?.quarter === quarter) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  lastDays.set(timeZone, { quarter, day });
  return day;
}

/** The day `years` years and `days` days from `day` (29 February falls back to 28 February). */
export function shiftDay(day: string, { years = 0, days = 0 }: { years?: number; days?: number }): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y + years, m - 1, 1);
  const lastOfMonth = new Date(date);
  lastOfMonth.setUTCMonth(m, 0);
  date.setUTCDate(Math.min(d, lastOfMonth.getUTCDate()) + days);
  return date.toISOString().slice(0, 10);
}
