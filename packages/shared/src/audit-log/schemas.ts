/**
 * The audit log as the union reads it: the names of the read actions every feature records, the
 * filters of the audit log page and its CSV export, one row on the wire, and the rules that turn
 * the filters' calendar days into instants and a row into a safe CSV line.
 */
import { z } from 'zod';
import { DATE_BOUNDS, TEXT_LIMITS, UNION_TIME_ZONE, dateField, idParam, textField, unionDay } from '../fields/fields';
import { wallTimeInstant } from '../fields/wall-time';

export * from './actions';

/** The union's calendar: the audit log's from/to days are days in this time zone. */
export { UNION_TIME_ZONE };

export const AUDIT_LOG_PAGE_SIZE = 50;
/** The CSV export is streamed, read from the database in keyset batches of this many rows. */
export const AUDIT_LOG_EXPORT_BATCH = 1000;

export const AUDIT_LOG_MESSAGES = {
  toBeforeFrom: 'The end date must be on or after the start date',
  badCursor: 'The page marker is not valid; start again from the first page',
} as const;

const optionalId = idParam().optional();

const auditLogFilterFields = z.object({
  personId: idParam().optional().describe('The person the row is about (member id)'),
  organisationId: optionalId.describe('The organisation the row concerns'),
  actorId: idParam().optional().describe('Who did it (member id)'),
  from: dateField(DATE_BOUNDS.auditLogDay).optional().describe('First day, inclusive, in Europe/London'),
  to: dateField(DATE_BOUNDS.auditLogDay).optional().describe('Last day, inclusive, in Europe/London'),
  action: textField(TEXT_LIMITS.auditAction).optional().describe("Exact action name, e.g. 'union-role.granted'"),
});

function refineRange(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_LOG_MESSAGES.toBeforeFrom });
  }
}

/** The audit log's filters, as a query string (every one optional; dates are inclusive days in Europe/London). */
export const AuditLogFiltersSchema = auditLogFilterFields.superRefine(refineRange);
export type AuditLogFilters = z.infer<typeof AuditLogFiltersSchema>;

/** The filters plus the page marker of the list. */
export const AuditLogQuerySchema = auditLogFilterFields
  .extend({ cursor: textField(TEXT_LIMITS.cursor).optional().describe('The nextCursor of the previous page') })
  .superRefine(refineRange);
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

const NamedRef = z.object({ id: z.number().int(), name: z.string().nullable() });

export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601 date-time'),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  actor: NamedRef.nullable(),
  person: NamedRef.nullable(),
  organisation: NamedRef.nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** The instant a calendar day (YYYY-MM-DD) begins in the given time zone (Europe/London by default). */
export function startOfDayIn(day: string, timeZone: string = UNION_TIME_ZONE): Date {
  return wallTimeInstant(day, '00:00', timeZone);
}

/** The day after a calendar day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The half-open range of instants [from, to) of inclusive from/to days in the union's time zone. */
export function auditLogRange(
  filters: { from?: string; to?: string },
  timeZone: string = UNION_TIME_ZONE,
): { from: Date | null; before: Date | null } {
  return {
    from: filters.from ? startOfDayIn(filters.from, timeZone) : null,
    before: filters.to ? startOfDayIn(nextDay(filters.to), timeZone) : null,
  };
}

/**
 * A keyset cursor over (at, id), newest first, opaque to the client. `at` is the row's time as the
 * database holds it (ISO 8601 in UTC with up to microseconds), so no row is skipped or repeated.
 */
export function encodeAuditCursor(position: { at: string; id: number }): string {
  return `${position.at}_${position.id}`;
}

export function decodeAuditCursor(cursor: string): { at: string; id: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_(\d{1,18})$/.exec(cursor);
  if (!match) return null;
  const at = match[1] as string;
  const id = Number(match[2]);
  if (Number.isNaN(new Date(at).getTime()) || !Number.isSafeInteger(id)) return null;
  return { at, id };
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A cell
 * that a spreadsheet would run as a formula (starting with = + - @, or a tab or CR) gets a leading
 * apostrophe first.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated as RFC 4180 says. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const AUDIT_LOG_CSV_HEADERS = [
  'time',
  'action',
  'subject_type',
  'subject_id',
  'actor_id',
  'actor_name',
  'person_id',
  'person_name',
  'organisation_id',
  'organisation_name',
  'request_id',
  'details',
] as const;

/** The export's file name: audit-log-<today>.csv. */
export function auditLogExportFileName(now: Date): string {
  return `audit-log-${unionDay(now)}.csv`;
}
