import { AUDIT_LOG_EXPORT_BATCH, auditLogExportFileName, type AuditLogFilters } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { CSV_HEADER_LINE, csvRow } from './present';
import { auditLogConditions, listAuditRows } from './queries';

/**
 * GET /union/audit-log/export.csv: the filtered audit log as CSV (RFC 4180, UTF-8 with a byte order
 * mark so spreadsheets read names right, formula-like cells prefixed with '). The export is
 * audited first ('audit-log.exported' with its filters) and covers every row recorded before it.
 * Streamed: rows are read in keyset batches of 1,000, so memory stays flat however long the log.
 * Area audit-log.
 */
export async function exportAuditLog(options: {
  db: DbOrTx;
  actor: Actor;
  filters: AuditLogFilters;
  now: Date;
  requestId: string;
}): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
  const { db, filters } = options;
  await requireUnionArea(db, options.actor, 'audit-log');
  const exported = await recordAudit(db, {
    actorPersonId: options.actor.personId,
    action: 'audit-log.exported',
    subjectType: 'audit-log',
    requestId: options.requestId,
    details: { filters },
  });
  const conditions = auditLogConditions(filters);
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${CSV_HEADER_LINE}`;
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const rows = await listAuditRows(db, { conditions, after, limit: AUDIT_LOG_EXPORT_BATCH, belowId: exported.id });
      if (rows.length > 0) yield rows.map(csvRow).join('');
      const last = rows.at(-1);
      if (rows.length < AUDIT_LOG_EXPORT_BATCH || !last) return;
      after = { at: last.exactAt, id: last.id };
    }
  }
  return { fileName: auditLogExportFileName(options.now), lines: lines() };
}
