import { AUDIT_LOG_EXPORT_BATCH, auditLogExportFileName, type AuditLogFilters } from '@mywru/shared';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { CSV_HEADER_LINE, csvRow } from './present';
import { auditLogConditions, listAuditRows } from './queries';

/**
 * GET /union/audit-log/export.csv: the filtered audit log as CSV (RFC 4180, UTF-8 with a byte order
 * mark so spreadsheets read names right, formula-like cells prefixed with '). The export is
 * audited first ('audit-log.exported' with its filters) and covers every row recorded before it.
 * Streamed: rows are read in keyset batches of 1,000, so memory stays flat however long the log.
 * Area audit-log.
 */
export async function exportAuditLog(
  context: UseCaseContext,
  filters: AuditLogFilters,
): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
  const { db, actor } = context;
  await requireUnionArea(db, actor, 'audit-log');
  const exported = await recordAudit(db, {
    actorPersonId: actor.personId,
    action: 'audit-log.exported',
    subjectType: 'audit-log',
    requestId: context.requestId,
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
  return { fileName: auditLogExportFileName(context.now), lines: lines() };
}
