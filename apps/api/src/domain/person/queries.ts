/**
 * The person: the one read by member id and the one people search, shared by every feature that
 * shows or changes a person (the member, the club, the union's back office, sign-in).
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client';
import { persons } from '../../db/schema';
import { containsPattern } from '../../lib/sql';

export type PersonRow = typeof persons.$inferSelect;

/** A person by member id, or null. */
export async function findPerson(db: DbOrTx, id: number): Promise<PersonRow | null> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row ?? null;
}

/** A person by member id, locked for the change that follows (two changes to one person run one after the other), or null. */
export async function lockPerson(db: DbOrTx, id: number): Promise<PersonRow | null> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * The lower-cased "first last" of a person, exactly the expression the trigram index
 * `persons_full_name_trgm_idx` is built on (migration 0002, decision 009), so `like '%term%'` on
 * it uses the index. Any other spelling of it would scan every person.
 */
const fullName = sql`lower(coalesce(${persons.firstName}, '') || ' ' || coalesce(${persons.lastName}, ''))`;

/** A search term as the name search compares it: trimmed, lower case, single spaces. */
export function nameTerm(search: string): string {
  return search.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Which persons a search term picks (undefined for an empty term: everyone): an all-digit term is
 * a member id (the primary key; one beyond the safe integers matches no one), any other term any
 * part of "first last" through the trigram index. Names hold no digits, so a member id never
 * matches a name.
 */
export function personSearchCondition(search: string | null): SQL | undefined {
  const term = search ? nameTerm(search) : '';
  if (!term) return undefined;
  if (/^\d+$/.test(term)) {
    const id = Number(term);
    return Number.isSafeInteger(id) ? eq(persons.id, id) : sql`false`;
  }
  return sql`${fullName} like ${containsPattern(term)}`;
}

export interface PeopleSearch<Columns extends SelectedFields> {
  /** What to answer of each person. */
  columns: Columns;
  /** A member id or any part of "first last"; null or blank: everyone in scope. */
  search: string | null;
  /** Only adults: persons born on or before this day, or without a date of birth yet. */
  bornOnOrBefore?: string;
  limit: number;
  offset?: number;
}

/**
 * The union's people search statement (decision 009), not yet run: persons by member id or any part
 * of the name among everyone, by name and member id; one page. The plan test explains exactly this
 * statement. Search People within an organisation reads the organisation's search table instead
 * (`organisationPeopleSearchQuery` in features/people/queries.ts).
 */
export function peopleSearchQuery(db: DbOrTx, options: PeopleSearch<SelectedFields>) {
  const conditions: (SQL | undefined)[] = [personSearchCondition(options.search)];
  if (options.bornOnOrBefore !== undefined) {
    conditions.push(or(isNull(persons.dob), sql`${persons.dob} <= ${options.bornOnOrBefore}`));
  }
  return db
    .select(options.columns)
    .from(persons)
    .where(and(...conditions))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** The one people search: one page of persons, each with the `columns` asked for. */
export async function searchPersons<Columns extends SelectedFields>(db: DbOrTx, options: PeopleSearch<Columns>) {
  const rows = await peopleSearchQuery(db, options);
  // The generic selection is beyond the builder's inference; the rows are exactly `columns`.
  return rows as SelectResultFields<Columns>[];
}

/** "First Last" as a person is greeted and named in tokens; null while neither is known. */
export function displayName(person: { firstName: string | null; lastName: string | null }): string | null {
  const name = [person.firstName, person.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || null;
}
