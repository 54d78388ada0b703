import { AUDIT_READ_ACTIONS, isChildOn, isoDay, type AuditAction, type ChildRecordKind } from '@mywru/shared';
import { inArray, is, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { preparedOnce, type Db, type DbOrTx } from '../../db/client';
import { auditLog, persons } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { GroupWriter } from '../../lib/group-writer';

export interface AuditEntry {
  actorPersonId: number | null;
  /** One of the shared list, so that the audit log page names it and offers it as a filter. */
  action: AuditAction;
  subjectType: string;
  subjectId?: string | number | null;
  personId?: number | null;
  organisationId?: number | null;
  requestId?: string | null;
  details?: Record<string, unknown> | null;
}

function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorPersonId: entry.actorPersonId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId == null ? null : String(entry.subjectId),
    personId: entry.personId ?? null,
    organisationId: entry.organisationId ?? null,
    requestId: entry.requestId ?? null,
    details: entry.details ?? null,
  };
}

/** The columns `auditRow` fills, in its order (the others take their defaults). */
const AUDIT_ROW_KEYS = Object.keys(
  auditRow({ actorPersonId: null, action: 'person.updated', subjectType: '' }),
) as (keyof ReturnType<typeof auditRow>)[];

/**
 * The insert of `count` audit rows with a placeholder for each value (`<key><row>`), prepared under
 * a fixed name per count. The values are those `auditRow` gives, bound when it runs.
 */
function prepareAuditInsert(db: DbOrTx, count: number, name: string) {
  const rows = Array.from(
    { length: count },
    (_, row) =>
      Object.fromEntries(AUDIT_ROW_KEYS.map((key) => [key, sql.placeholder(`${key}${row}`)])) as Record<
        (typeof AUDIT_ROW_KEYS)[number],
        Placeholder
      >,
  );
  return db
    .insert(auditLog)
    .values(rows as unknown as (typeof auditLog.$inferInsert)[])
    .prepare(name);
}

/** Audit inserts are prepared per database handle and number of rows, up to this many rows. */
const PREPARED_AUDIT_ROWS = 50;

/**
 * Appends audit rows (as `auditRow` makes them) in one statement. Up to PREPARED_AUDIT_ROWS rows
 * the statement is built once per database handle and number of rows and prepared, as the hot
 * reads are (decision 009): the read audit of a list answered on every page of Search People is
 * then neither built nor planned again; more rows, or rows without details, are inserted as one
 * statement built there.
 */
async function insertAuditRows(db: DbOrTx, rows: ReturnType<typeof auditRow>[]): Promise<void> {
  // A bound value goes through its column's encoder even when null, and jsonb's makes a JSON null
  // of it, where an inserted null is SQL's NULL: rows without details are inserted as built.
  if (rows.length > PREPARED_AUDIT_ROWS || rows.some((row) => row.details == null)) {
    await db.insert(auditLog).values(rows);
    return;
  }
  const prepared = preparedOnce(db, `audit_insert_${rows.length}`, (name) => prepareAuditInsert(db, rows.length, name));
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    for (const key of AUDIT_ROW_KEYS) values[`${key}${index}`] = row[key];
  });
  await prepared.execute(values);
}

const readAuditWriters = new WeakMap<Db, GroupWriter<ReturnType<typeof auditRow>>>();

/**
 * Appends the read audit's rows. In a transaction they are part of it. Otherwise the rows of requests
 * answered at the same time are written together (decision 038): a read's rows wait for the insert
 * under way, if any, then go in the next one with the rest that waited, at most PREPARED_AUDIT_ROWS
 * rows (a prepared statement). Each read is answered only once the insert holding its rows has
 * committed, as before; under load the server sends one insert and commit for several reads.
 */
async function appendReadAuditRows(db: DbOrTx, rows: ReturnType<typeof auditRow>[]): Promise<void> {
  if (is(db, PgTransaction)) return insertAuditRows(db, rows);
  let writer = readAuditWriters.get(db);
  if (!writer) {
    writer = new GroupWriter((group) => insertAuditRows(db, group), PREPARED_AUDIT_ROWS);
    readAuditWriters.set(db, writer);
  }
  return writer.append(rows);
}

/** Appends one audit row and answers its id; call it with the transaction that makes the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<{ id: number }> {
  const [row] = await db.insert(auditLog).values(auditRow(entry)).returning({ id: auditLog.id });
  if (!row) throw new Error('audit insert');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Reads of personal records (issue 6: "every read of a child's record or of a DBS record by anyone
// other than the person and their guardian"). Every feature that answers someone else's record
// calls one of these two; nothing else writes 'dbs.read' or 'child-record.read'.
// ---------------------------------------------------------------------------------------------

/** A person as the read audit needs them; pass the row you already hold, or only the id. */
export type ReadPerson = number | { id: number; parentId: number | null; dob: string | null };

/** Whether the actor reads their own record or their own child's: such reads are not audited. */
export function isOwnOrGuardianRead(actor: Actor, person: { id: number; parentId: number | null }): boolean {
  return person.id === actor.personId || person.parentId === actor.personId;
}

async function loadReadPersons(db: DbOrTx, people: readonly ReadPerson[]) {
  const known = people.filter((person): person is Exclude<ReadPerson, number> => typeof person !== 'number');
  const ids = [...new Set(people.filter((person): person is number => typeof person === 'number'))].filter(
    (id) => !known.some((person) => person.id === id),
  );
  const loaded =
    ids.length === 0
      ? []
      : await db
          .select({ id: persons.id, parentId: persons.parentId, dob: persons.dob })
          .from(persons)
          .where(inArray(persons.id, ids));
  const byId = new Map([...known, ...loaded].map((person) => [person.id, person]));
  return [...byId.values()];
}

export interface ReadAuditContext {
  actor: Actor;
  now: Date;
  requestId?: string | null;
  /** The organisation through which the record was read; null for the union's back office. */
  organisationId?: number | null;
}

/**
 * Audits a read of DBS records ('dbs.read', one row per person) unless the actor is the person or
 * their guardian. `details` says what was returned (e.g. `{ records: 2 }`); the member's "who
 * viewed my DBS" list reads these rows, with organisationId null for the union's staff.
 */
export async function auditDbsRead(
  db: DbOrTx,
  context: ReadAuditContext & { person: ReadPerson; details?: Record<string, unknown> },
): Promise<void> {
  const [person] = await loadReadPersons(db, [context.person]);
  if (!person || isOwnOrGuardianRead(context.actor, person)) return;
  await recordAudit(db, {
    actorPersonId: context.actor.personId,
    action: AUDIT_READ_ACTIONS.dbsRead,
    subjectType: 'person',
    subjectId: person.id,
    personId: person.id,
    organisationId: context.organisationId ?? null,
    requestId: context.requestId ?? null,
    details: { ...context.details, isChild: person.dob !== null && isChildOn(person.dob, context.now) },
  });
}

/**
 * Audits a read of children's records ('child-record.read', one row per child, one INSERT) by
 * anyone other than the child and their guardian. Adults in `people` are skipped, so a list
 * endpoint passes everyone it answered. `record` names what was read; `subject` the object read
 * (an application, a registration) when it is not the person.
 */
export async function auditChildRecordReads(
  db: DbOrTx,
  context: ReadAuditContext & {
    people: readonly ReadPerson[];
    record: ChildRecordKind;
    subject?: { type: string; id: string | number };
  },
): Promise<void> {
  const readPeople = await loadReadPersons(db, context.people);
  const today = isoDay(context.now);
  const children = readPeople.filter(
    (person) => person.dob !== null && isChildOn(person.dob, today) && !isOwnOrGuardianRead(context.actor, person),
  );
  if (children.length === 0) return;
  await appendReadAuditRows(
    db,
    children.map((child) =>
      auditRow({
        actorPersonId: context.actor.personId,
        action: AUDIT_READ_ACTIONS.childRecordRead,
        subjectType: context.subject?.type ?? 'person',
        subjectId: context.subject?.id ?? child.id,
        personId: child.id,
        organisationId: context.organisationId ?? null,
        requestId: context.requestId ?? null,
        details: { record: context.record },
      }),
    ),
  );
}
