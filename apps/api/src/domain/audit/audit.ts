import { AUDIT_READ_ACTIONS, isChildOn, unionDay, type AuditAction, type ChildRecordKind } from '@mywru/shared';
import { getTableColumns, inArray, is, sql, type SQLChunk } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
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
 * The insert of any number of audit rows as `auditRow` makes them, bound as one JSON array: each
 * row's keys are read back as the columns they name (their types the table's). One statement,
 * prepared once per database handle, serves every number of rows; the rows keep the array's order.
 */
function prepareAuditInsert(db: DbOrTx, name: string) {
  const columns = getTableColumns(auditLog);
  const list = (each: (key: (typeof AUDIT_ROW_KEYS)[number]) => SQLChunk) =>
    sql.join(AUDIT_ROW_KEYS.map(each), sql`, `);
  const insert = sql`insert into ${auditLog} (${list((key) => sql.identifier(columns[key].name))})
    select ${list((key) => sql.identifier(key))}
    from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
    as r(${list((key) => sql`${sql.identifier(key)} ${sql.raw(columns[key].getSQLType())}`)})`;
  return db._.session.prepareQuery(new PgDialect().sqlToQuery(insert), undefined, name, false);
}

/**
 * Appends audit rows (as `auditRow` makes them) in one statement, prepared once per database handle
 * as the hot reads are (decision 009): the read audit of a list answered on every page of Search
 * People is neither built nor planned again, and its values are one parameter, not eight a row.
 */
async function insertAuditRows(db: DbOrTx, rows: ReturnType<typeof auditRow>[]): Promise<void> {
  const prepared = preparedOnce(db, 'audit_insert', (name) => prepareAuditInsert(db, name));
  await prepared.execute({ rows: JSON.stringify(rows) });
}

/** The most rows one insert of the read audit takes from the reads waiting (a read's own rows are never split). */
const READ_AUDIT_GROUP_ROWS = 50;

const readAuditWriters = new WeakMap<Db, GroupWriter<ReturnType<typeof auditRow>>>();

/**
 * Appends the read audit's rows. In a transaction they are part of it. Otherwise the rows of requests
 * answered at the same time are written together (decision 038): a read's rows wait for the insert
 * under way, if any, then go in the next one with the rest that waited, at most READ_AUDIT_GROUP_ROWS
 * rows. Each read is answered only once the insert holding its rows has
 * committed, as before; under load the server sends one insert and commit for several reads.
 */
async function appendReadAuditRows(db: DbOrTx, rows: ReturnType<typeof auditRow>[]): Promise<void> {
  if (is(db, PgTransaction)) return insertAuditRows(db, rows);
  let writer = readAuditWriters.get(db);
  if (!writer) {
    writer = new GroupWriter((group) => insertAuditRows(db, group), READ_AUDIT_GROUP_ROWS);
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
  const today = unionDay(context.now);
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
