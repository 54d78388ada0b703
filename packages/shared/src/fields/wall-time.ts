/**
 * Wall-clock time in a time zone (decision 040): a zone's offset from UTC at an instant, the instant a
 * day's wall-clock time falls on, and back. A fixture's kick-off and the audit log's range of days both
 * ask it. Apart from union-day.ts, so that a page that only needs "today" loads none of it.
 */
import { UNION_TIME_ZONE } from './union-day';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How many minutes a time zone's clocks are ahead of UTC at an instant: 60 in British Summer Time, 0 in winter. */
export function zoneOffsetMinutes(instant: Date, timeZone: string = UNION_TIME_ZONE): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant a wall-clock time (HH:MM, midnight by default) on a day (YYYY-MM-DD) falls on in a time
 * zone. The offset is read at the wall time taken as UTC, then again at the instant that gives, which is
 * exact but for the hour the clocks skip in spring (a time in it is taken an hour later).
 */
export function wallTimeInstant(day: string, time = '00:00', timeZone: string = UNION_TIME_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The day (YYYY-MM-DD) and wall-clock time (HH:MM) of an instant in a time zone. */
export function wallTimeOf(instant: Date, timeZone: string = UNION_TIME_ZONE): { day: string; time: string } {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}
