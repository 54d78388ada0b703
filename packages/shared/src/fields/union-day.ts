/**
 * The union's calendar: "today" and every date bound are days in this time zone (decision 040). Apart
 * from the fields' limits (limits.ts re-exports it), so that a page that only needs the day, such as
 * the landing page through the age rules, loads nothing else.
 */
export const UNION_TIME_ZONE = 'Europe/London';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in the union's time zone: "today" is
 * `unionDay(now)`. Between midnight and 1 a.m. in British Summer Time the day in UTC is still the day
 * before. The formatter is made once per time zone (making one costs far more than using it).
 */
export function unionDay(instant: Date, timeZone: string = UNION_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
