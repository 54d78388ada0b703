/**
 * The person: the one read by member id and the one people search, shared by every feature that
 * shows or changes a person (the member, the club, the union's back office, sign-in).
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client';
import { personOrganisationRoles, persons, roles } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { activeOn } from '../role/queries';

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

/**
 * Whether the person has a role in the organisation on the day (of the given role parent, if any),
 * asked organisation first: `persons.id = any(array(<the organisation's role holders>))`. The array
 * is computed once (an InitPlan on `por_organisation_idx`) and the persons are then read by primary
 * key, so a search within an organisation costs about the organisation's size whatever the term.
 * Spelt as `exists`, the planner may instead walk `persons` in name order through the last-name
 * index, filtering every person by name until a page is full: fast when matches are spread evenly,
 * but a common surname sits in one stretch of that order, and the walk read most of the union
 * (decision 009).
 */
function hasActiveRoleIn(scope: { organisationId: number; today: string; roleParentId: number | null }): SQL {
  const conditions = [eq(personOrganisationRoles.organisationId, scope.organisationId), activeOn(scope.today)];
  // Only a role filter needs the role definitions; without one the check stays on the roles table's index.
  if (scope.roleParentId === null) {
    return sql`${persons.id} = any(array(select ${personOrganisationRoles.personId} from ${personOrganisationRoles} where ${and(...conditions)}))`;
  }
  conditions.push(eq(roles.roleParentId, scope.roleParentId));
  return sql`${persons.id} = any(array(select ${personOrganisationRoles.personId} from ${personOrganisationRoles} inner join ${roles} on ${roles.id} = ${personOrganisationRoles.roleId} where ${and(...conditions)}))`;
}

export interface PeopleSearch<Columns extends SelectedFields> {
  /** What to answer of each person. */
  columns: Columns;
  /** A member id or any part of "first last"; null or blank: everyone in scope. */
  search: string | null;
  /** Only persons with a role in this organisation on `today` (of this role parent, when not null). */
  activeIn?: { organisationId: number; today: string; roleParentId: number | null };
  /** Only adults: persons born on or before this day, or without a date of birth yet. */
  bornOnOrBefore?: string;
  /**
   * 'case-insensitive': by lower-cased last name, first name (nulls last), as Search People pages
   * through the index on `lower(last_name)`; 'as-stored': by the names as stored (the union's searches).
   */
  order: 'case-insensitive' | 'as-stored';
  limit: number;
  offset?: number;
}

/**
 * The one people search's statement (decision 009), not yet run: persons by member id or any part
 * of the name, within an organisation or among everyone, by name and member id; one page. The plan
 * test explains exactly this statement.
 */
export function peopleSearchQuery(db: DbOrTx, options: PeopleSearch<SelectedFields>) {
  const conditions: (SQL | undefined)[] = [personSearchCondition(options.search)];
  if (options.activeIn) conditions.push(hasActiveRoleIn(options.activeIn));
  if (options.bornOnOrBefore !== undefined) {
    conditions.push(or(isNull(persons.dob), sql`${persons.dob} <= ${options.bornOnOrBefore}`));
  }
  const order =
    options.order === 'case-insensitive'
      ? [sql`lower(${persons.lastName}) nulls last`, sql`lower(${persons.firstName}) nulls last`, asc(persons.id)]
      : [asc(persons.lastName), asc(persons.firstName), asc(persons.id)];
  return db
    .select(options.columns)
    .from(persons)
    .where(and(...conditions))
    .orderBy(...order)
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
