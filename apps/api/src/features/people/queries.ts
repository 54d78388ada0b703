import { and, asc, eq, or, sql, type Column, type Placeholder, type SQL, type Table } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Address, AddressInput } from '@mywru/shared';
import { preparedOnce, type Db, type DbOrTx } from '../../db/client';
import { addresses, dbsRecords, organisationPeopleSearch, persons, type SearchTableRole } from '../../db/schema';
import { nameTerm, searchPersons } from '../../domain/person/queries';
import { containsPattern } from '../../lib/sql';
import { isActiveOn } from '../../domain/role/queries';
import { mayUseAreaCondition } from '../../domain/access/organisation-access';

const parent = alias(persons, 'parent');

/**
 * Persons with everything the person read answers, in one statement (one round trip): the row,
 * the addresses oldest first (as the wire shows them), the expiry dates of the DBS records and the
 * parent's name and e-mail (null without a parent); by member id.
 */
export async function selectPersonDetails(db: DbOrTx, where: SQL) {
  return personDetailsQuery(db, where);
}

function personDetailsQuery(db: DbOrTx, where: SQL) {
  return (
    db
      .select({
        person: persons,
        addresses: sql<Address[]>`coalesce((
        select json_agg(json_build_object(
          'addressLine1', ${addresses.addressLine1}, 'addressLine2', ${addresses.addressLine2},
          'addressLine3', ${addresses.addressLine3}, 'city', ${addresses.city}, 'county', ${addresses.county},
          'postCode', ${addresses.postCode}, 'countryId', ${addresses.countryId}
        ) order by ${addresses.id})
        from ${addresses} where ${addresses.personId} = ${persons.id}), '[]'::json)`,
        dbsExpiries: sql<string[]>`coalesce((
        select json_agg(${dbsRecords.expiry}) from ${dbsRecords} where ${dbsRecords.personId} = ${persons.id}), '[]'::json)`,
        // With the id, a parent is null only when there is none (not when their names are unknown).
        parent: {
          id: parent.id,
          firstName: parent.firstName,
          lastName: parent.lastName,
          email: parent.email,
        },
      })
      .from(persons)
      // The join also makes every column above name its table, which the subqueries need.
      .leftJoin(parent, eq(parent.id, persons.parentId))
      .where(where)
      .orderBy(asc(persons.id))
  );
}
export type PersonDetailsRow = Awaited<ReturnType<typeof selectPersonDetails>>[number];

/** The person read's statement, prepared once per database handle (see `readPersonDetails`). */
function preparePersonRead(db: Db) {
  const id = sql.placeholder('id');
  const me = sql.placeholder('me');
  return personDetailsQuery(db, and(eq(persons.id, id), or(eq(persons.id, me), eq(persons.parentId, me)))!).prepare(
    'people_person_read',
  );
}

/**
 * GET /api/person/{id}'s one statement: the person with their details when it is the reader or
 * the reader's child (loadPersonForActor's rule), else nothing. It is the hottest read, so it is
 * built once and prepared: on PostgreSQL a named statement each pooled connection parses and plans
 * once, instead of the SQL being built, parsed and planned on every request (planning cost about
 * four times its execution).
 */
export async function readPersonDetails(db: Db, input: { id: number; readerId: number }) {
  const prepared = preparedOnce(db, 'people_person_read', () => preparePersonRead(db));
  const [row] = await prepared.execute({ id: input.id, me: input.readerId });
  return row ?? null;
}

export type PersonColumns = Partial<typeof persons.$inferInsert>;

export async function updatePersonRow(db: DbOrTx, id: number, values: PersonColumns) {
  const [row] = await db
    .update(persons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(persons.id, id))
    .returning();
  return row ?? null;
}

export async function insertPersonRow(db: DbOrTx, values: typeof persons.$inferInsert) {
  const [row] = await db.insert(persons).values(values).returning();
  if (!row) throw new Error('person insert returned nothing');
  return row;
}

/** Appends an address to the person's history; the newest row is the current address. */
export async function insertAddressRow(db: DbOrTx, personId: number, address: AddressInput) {
  const [row] = await db
    .insert(addresses)
    .values({
      personId,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2 ?? null,
      addressLine3: address.addressLine3 ?? null,
      city: address.city,
      county: address.county,
      postCode: address.postCode,
      countryId: address.countryId,
    })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

/**
 * A column named with its table. A select from one table names its columns bare, also inside a
 * subquery of its selection, where a bare name could be another table's column.
 */
const qualified = (table: Table, column: Column) => sql`${table}.${sql.identifier(column.name)}`;

/**
 * Search People: persons with an active role in the organisation (players: a playing role;
 * volunteers: a volunteering or office role), by member id when the search is all digits, else by
 * any part of the full name; by last name, first name and id; one page, each person with their
 * roles held there on the day (in the order `listRoleRows` gives them); only for someone who may use
 * the organisation's People area (`mayUseAreaCondition`), none for anyone else. One statement,
 * prepared (decision 009): the roles come with the search table's rows (migration 0014), all of
 * them with their days, and those held on the day are kept here (`isActiveOn`). The statement's
 * text depends only on the kind of term and the role filter, so each of those few shapes is built
 * once per database handle with placeholders and prepared (on PostgreSQL a named statement each
 * pooled connection parses and plans once); a search only binds its values, as the person read does.
 */
export async function searchOrganisationPeople(db: DbOrTx, options: OrganisationPeopleSearch) {
  const term = searchTerm(options.search);
  const shape: SearchShape = { term: term.kind, role: options.role };
  const name = `people_search_${shape.term}_${shape.role}`;
  const prepared = preparedOnce(db, name, () => prepareOrganisationPeopleSearch(db, shape, name));
  const rows = (await prepared.execute({
    actorPersonId: options.actorPersonId,
    organisationId: options.organisationId,
    today: options.today,
    term: term.value,
    limit: options.limit,
    offset: options.offset,
  })) as {
    id: number;
    firstName: string | null;
    lastName: string | null;
    dob: string | null;
    parentId: number | null;
    roles: SearchTableRole[];
  }[];
  return rows.map((row) => ({
    ...row,
    roles: row.roles.filter((role) => isActiveOn(role, options.today)),
  }));
}

/** A shape's statement with placeholders, prepared under its name (one per shape, at most twelve). */
function prepareOrganisationPeopleSearch(db: DbOrTx, shape: SearchShape, name: string) {
  return buildOrganisationPeopleSearch(db, shape, {
    actorPersonId: sql.placeholder('actorPersonId'),
    organisationId: sql.placeholder('organisationId'),
    today: sql.placeholder('today'),
    term: sql.placeholder('term'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare(name);
}

export interface OrganisationPeopleSearch {
  /** Who searches: the page answers only someone who may use the organisation's People area. */
  actorPersonId: number;
  organisationId: number;
  today: string;
  search: string | null;
  role: 'all' | 'players' | 'volunteers';
  limit: number;
  offset: number;
}

/**
 * The kinds of term, each a shape of the statement: none (all of the organisation's rows), a member
 * id (the primary key), an all-digit term beyond the safe integers (matches no one), a name the
 * trigram index can serve, and a short name (no run of three letters or digits: 'jo', 'j o') it cannot.
 */
type SearchTermKind = 'none' | 'id' | 'no-one' | 'name' | 'short';

/** What a Search People statement's text depends on. */
interface SearchShape {
  term: SearchTermKind;
  role: OrganisationPeopleSearch['role'];
}

/** A statement's value: given, or a placeholder bound when the prepared statement runs. */
type Bound<T> = T | Placeholder;

/**
 * The kind of a search term and the value it binds: an all-digit term is a member id; any other term
 * matches any part of the lower-cased "first last", bound as a `like` pattern (wildcards escaped)
 * when it has a trigram, else as the text itself.
 */
function searchTerm(search: string | null): { kind: SearchTermKind; value: number | string | null } {
  const term = search ? nameTerm(search) : '';
  if (!term) return { kind: 'none', value: null };
  if (/^\d+$/.test(term)) {
    const id = Number(term);
    return Number.isSafeInteger(id) ? { kind: 'id', value: id } : { kind: 'no-one', value: null };
  }
  // pg_trgm takes trigrams from runs of letters and digits: without a run of three, the index has
  // nothing to look up and would be read whole.
  if (!/[\p{L}\p{N}]{3}/u.test(term)) return { kind: 'short', value: term };
  return { kind: 'name', value: containsPattern(term) };
}

/**
 * Which rows of the search table a term picks (undefined for an empty term: all of the
 * organisation's): a member id by the primary key; a name by `like` on the full name, which the GIN
 * index on (organisation, trigrams) serves; a short name by `strpos` on the full name, the same
 * match written so that no index serves it, so the organisation's rows are read in the page's order
 * until the page is full. The statements are prepared and planned once without their values
 * (decision 009): a short name under the name's plan read the whole GIN index, 17 ms a search in the
 * largest club on PostgreSQL against 1.7 ms in the page's order.
 */
function searchTableTermCondition(kind: SearchTermKind, value: Bound<number | string | null>): SQL | undefined {
  switch (kind) {
    case 'none':
      return undefined;
    case 'no-one':
      return sql`false`;
    case 'id':
      return sql`${organisationPeopleSearch.personId} = ${value}`;
    case 'name':
      return sql`${organisationPeopleSearch.fullName} like ${value}`;
    case 'short':
      return sql`strpos(${organisationPeopleSearch.fullName}, ${value}) > 0`;
  }
}

/**
 * Whether the search table's row is of a person holding a role there on the day (players: a playing
 * role; volunteers: a volunteering or office role): the day is in the row's spans of held days, which
 * the role rows' triggers keep (migration 0013). It is `activeOn`'s rule, first and last day included,
 * asked of the row itself: no role row is read again for a candidate.
 */
function holdsRoleOn(today: Bound<string>, role: OrganisationPeopleSearch['role']): SQL {
  const held =
    role === 'players'
      ? organisationPeopleSearch.heldPlaying
      : role === 'volunteers'
        ? organisationPeopleSearch.heldVolunteering
        : organisationPeopleSearch.held;
  return sql`${qualified(organisationPeopleSearch, held)} @> ${today}::date`;
}

/**
 * Search People's statement, not yet run (the plan test explains exactly this). The page comes
 * from the search table (decision 009): the term's matches in the organisation, through the GIN
 * index on (organisation, trigrams) or the btree in the page's order, held on the day, sorted and
 * limited there, with their roles as the table keeps them; then the page's persons by primary key.
 */
export function organisationPeopleSearchQuery(db: DbOrTx, options: OrganisationPeopleSearch) {
  const term = searchTerm(options.search);
  return buildOrganisationPeopleSearch(db, { term: term.kind, role: options.role }, { ...options, term: term.value });
}

/**
 * The statement of a shape, with its values or with placeholders (`searchOrganisationPeople`
 * prepares it so). The days are compared as `activeOn` does; a placeholder for the day is bound as
 * a parameter exactly as the day's string is.
 */
function buildOrganisationPeopleSearch(
  db: DbOrTx,
  shape: SearchShape,
  values: {
    actorPersonId: Bound<number>;
    organisationId: Bound<number>;
    today: Bound<string>;
    term: Bound<number | string | null>;
    limit: Bound<number>;
    offset: Bound<number>;
  },
) {
  const page = db
    .select({
      personId: organisationPeopleSearch.personId,
      lastName: organisationPeopleSearch.lastName,
      firstName: organisationPeopleSearch.firstName,
      roles: organisationPeopleSearch.roles,
    })
    .from(organisationPeopleSearch)
    .where(
      and(
        eq(organisationPeopleSearch.organisationId, values.organisationId),
        searchTableTermCondition(shape.term, values.term),
        holdsRoleOn(values.today, shape.role),
        // The access check of the People area, in the same statement (no round trip of its own):
        // for someone refused the database reads no row of the table.
        mayUseAreaCondition(db, 'people', {
          personId: values.actorPersonId,
          organisationId: values.organisationId,
          today: values.today,
        }),
      ),
    )
    // lower(last name), lower(first name) (nulls last, as ascending order puts them), member id.
    .orderBy(
      asc(organisationPeopleSearch.lastName),
      asc(organisationPeopleSearch.firstName),
      asc(organisationPeopleSearch.personId),
    )
    .limit(values.limit)
    .offset(values.offset)
    .as('page');
  return db
    .select({
      id: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
      // The read audit's need (who is a child, whose guardian reads): no second read of the page.
      parentId: persons.parentId,
      roles: page.roles,
    })
    .from(page)
    .innerJoin(persons, eq(persons.id, page.personId))
    .orderBy(asc(page.lastName), asc(page.firstName), asc(page.personId));
}

/** The union's search: people whose member id is the term, or whose "first last" contains it; by name. */
export async function searchPeopleByNameOrId(db: DbOrTx, search: string, limit: number) {
  return searchPersons(db, {
    columns: {
      id: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
      hasInvalidDbs: persons.hasInvalidDbs,
      hasActiveDbsApplication: persons.hasActiveDbsApplication,
    },
    search,
    limit,
  });
}
