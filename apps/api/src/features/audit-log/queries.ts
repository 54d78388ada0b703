import { auditLogRange, type AuditLogFilters } from '@mywru/shared';
import { and, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { auditLog, organisations, persons } from '../../db/schema';

const actor = alias(persons, 'actor');
const subjectPerson = alias(persons, 'subject_person');

/** The row's time exactly as stored (microseconds, UTC): the keyset cursor needs every digit. */
const exactAt = sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function nameOf(table: { firstName: AnyColumn; lastName: AnyColumn }) {
  return sql<
    string | null
  >`nullif(trim(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')), '')`;
}

/** The filters as SQL conditions; each one is served by an index (person, actor, organisation, at). */
export function auditLogConditions(filters: AuditLogFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.personId !== undefined) conditions.push(eq(auditLog.personId, filters.personId));
  if (filters.actorId !== undefined) conditions.push(eq(auditLog.actorPersonId, filters.actorId));
  if (filters.organisationId !== undefined) conditions.push(eq(auditLog.organisationId, filters.organisationId));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  const range = auditLogRange(filters);
  if (range.from) conditions.push(gte(auditLog.at, range.from));
  if (range.before) conditions.push(lt(auditLog.at, range.before));
  return conditions;
}

/**
 * One page of the audit log, newest first, strictly older than `after` (the previous page's last
 * row), with the actor's, the person's and the organisation's names.
 */
export async function listAuditRows(
  db: DbOrTx,
  options: { conditions: readonly SQL[]; after: { at: string; id: number } | null; limit: number; belowId?: number },
) {
  const conditions = [...options.conditions];
  if (options.belowId !== undefined) conditions.push(lt(auditLog.id, options.belowId));
  if (options.after) {
    conditions.push(sql`(${auditLog.at}, ${auditLog.id}) < (${options.after.at}::timestamptz, ${options.after.id})`);
  }
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      exactAt,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      actorPersonId: auditLog.actorPersonId,
      actorName: nameOf(actor),
      personId: auditLog.personId,
      personName: nameOf(subjectPerson),
      organisationId: auditLog.organisationId,
      organisationName: organisations.name,
      requestId: auditLog.requestId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorPersonId))
    .leftJoin(subjectPerson, eq(subjectPerson.id, auditLog.personId))
    .leftJoin(organisations, eq(organisations.id, auditLog.organisationId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.limit);
}
export type AuditRow = Awaited<ReturnType<typeof listAuditRows>>[number];
