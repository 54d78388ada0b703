import { UNION_TIME_ZONE } from '@mywru/shared';

/** An instant as dd/mm/yyyy, hh:mm:ss in the union's time zone (the same days the filters use). */
export function formatAuditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    timeZone: UNION_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

const MAX_SUMMARY = 140;

/** A row's details in one line: "key: value; …", nested values as JSON, cut at 140 characters. */
export function summariseDetails(details: Record<string, unknown> | null): string {
  if (!details) return '';
  const text = Object.entries(details)
    .map(
      ([key, value]) =>
        `${key}: ${value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('; ');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}
