import {
  AUDIT_LOG_MESSAGES,
  AUDIT_LOG_PAGE_SIZE,
  decodeAuditCursor,
  type AuditLogPage,
  type AuditLogQuery,
} from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { requireUnionArea } from '../../domain/access/union-access';
import { cursorAfter, presentEntry } from './present';
import { auditLogConditions, listAuditRows } from './queries';

/**
 * GET /union/audit-log: the audit log, newest first, 50 a page, filtered by person, organisation,
 * actor, action and inclusive days in Europe/London; `nextCursor` (keyset on at, id) fetches the
 * next page. Area audit-log.
 */
export async function listAuditLog(options: { db: DbOrTx; actor: Actor; query: AuditLogQuery }): Promise<AuditLogPage> {
  const { db, query } = options;
  await requireUnionArea(db, options.actor, 'audit-log');
  const after = query.cursor ? decodeAuditCursor(query.cursor) : null;
  if (query.cursor && !after) {
    throw AppError.legacy('validation_failed', AUDIT_LOG_MESSAGES.badCursor, { cursor: [AUDIT_LOG_MESSAGES.badCursor] });
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
