import { AUDIT_LOG_CSV_HEADERS, csvLine, encodeAuditCursor, type AuditLogEntry } from '@mywru/shared';
import type { AuditRow } from './queries';

function ref(id: number | null, name: string | null) {
  return id === null ? null : { id, name };
}

export function presentEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    actor: ref(row.actorPersonId, row.actorName),
    person: ref(row.personId, row.personName),
    organisation: ref(row.organisationId, row.organisationName),
    requestId: row.requestId,
    details:
      row.details !== null && typeof row.details === 'object' && !Array.isArray(row.details)
        ? (row.details as Record<string, unknown>)
        : null,
  };
}

export function cursorAfter(row: AuditRow): string {
  return encodeAuditCursor({ at: row.exactAt, id: row.id });
}

export const CSV_HEADER_LINE = csvLine(AUDIT_LOG_CSV_HEADERS);

/** One row of the CSV export, in the order of AUDIT_LOG_CSV_HEADERS; the time is ISO 8601 in UTC. */
export function csvRow(row: AuditRow): string {
  return csvLine([
    row.at.toISOString(),
    row.action,
    row.subjectType,
    row.subjectId,
    row.actorPersonId,
    row.actorName,
    row.personId,
    row.personName,
    row.organisationId,
    row.organisationName,
    row.requestId,
    row.details === null ? null : JSON.stringify(row.details),
  ]);
}
