import {
  AUDIT_LOG_MESSAGES,
  AUDIT_LOG_PAGE_SIZE,
  decodeAuditCursor,
  type AuditLogPage,
  type AuditLogQuery,
} from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { cursorAfter, presentEntry } from './present';
import { auditLogConditions, listAuditRows } from './queries';

/**
 * GET /union/audit-log: the audit log, newest first, 50 a page, filtered by person, organisation,
 * actor, action and inclusive days in Europe/London; `nextCursor` (keyset on at, id) fetches the
 * next page. Area audit-log.
 */
export async function listAuditLog(context: UseCaseContext, query: AuditLogQuery): Promise<AuditLogPage> {
  const { db } = context;
  await requireUnionArea(db, context.actor, 'audit-log');
  const after = query.cursor ? decodeAuditCursor(query.cursor) : null;
  if (query.cursor && !after) {
    throw new AppError('audit_log.bad_cursor', {
      fieldErrors: { cursor: [AUDIT_LOG_MESSAGES.badCursor] },
      fieldProblems: { cursor: [{ reason: 'field.invalid' }] },
    });
  }
  const rows = await listAuditRows(db, {
    conditions: auditLogConditions(query),
    after,
    limit: AUDIT_LOG_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(presentEntry),
    nextCursor: rows.length > AUDIT_LOG_PAGE_SIZE && last ? cursorAfter(last) : null,
  };
}
