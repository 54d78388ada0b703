import { UNION_TIME_ZONE } from '@mywru/shared';

/** How dates are shown in date fields (spec section 9). */
export const DATE_FIELD_FORMAT = 'DD MMMM YYYY';

/**
 * A day ('YYYY-MM-DD') as a date field shows it (`DATE_FIELD_FORMAT`, month names in Welsh on a Welsh
 * page), for a date field drawn before its picker has loaded; '' for a value that is no day.
 */
export function formatDayInWords(value: string, locale: 'cy' | 'en-gb'): string {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'cy' ? 'cy' : 'en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/**
 * An ISO day or date-time as en-GB dd/mm/yyyy; '' for null. Days are read without a time zone shift;
 * a day no Date can hold (a record stored with a year past 9999) is shown as stored.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(day.getTime())) return value;
  return day.toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
}

/** An instant as en-GB dd/mm/yyyy, hh:mm (and :ss when asked) in the union's time zone; the text as given when it is no date. */
export function formatDateTime(iso: string, options: { withSeconds?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    timeZone: UNION_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.withSeconds ? { second: '2-digit' } : {}),
  });
}
