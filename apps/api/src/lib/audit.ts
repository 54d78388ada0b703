import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorPersonId: number | null;
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  personId?: number | null;
  organisationId?: number | null;
  requestId?: string | null;
  details?: Record<string, unknown> | null;
}

/** Appends one audit row; call it with the transaction that makes the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorPersonId: entry.actorPersonId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId == null ? null : String(entry.subjectId),
    personId: entry.personId ?? null,
    organisationId: entry.organisationId ?? null,
    requestId: entry.requestId ?? null,
    details: entry.details ?? null,
  });
}
