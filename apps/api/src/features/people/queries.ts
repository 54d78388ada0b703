import { and, asc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { AddressInput, EmailChangeMethod } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { accounts, addresses, personOrganisationRoles, persons, roles } from '../../db/schema';
import { activeOn } from '../../lib/organisation-access';
import { PLAYING_ROLE_PARENT_ID } from '../../lib/person-role-records';

export async function findPersonRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row ?? null;
}

export async function lockPersonRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function listAddresses(db: DbOrTx, personId: number) {
  return db.select().from(addresses).where(eq(addresses.personId, personId)).orderBy(asc(addresses.id));
}

export async function listChildRows(db: DbOrTx, parentId: number) {
  return db.select().from(persons).where(eq(persons.parentId, parentId)).orderBy(asc(persons.id));
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

/** The sign-in account of a person, if they sign in with the portal's own identity provider. */
export async function findAccountOfPerson(db: DbOrTx, personId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.personId, personId)).limit(1);
  return row ?? null;
}

/**
 * How a person's e-mail changes (see EmailChangeMethod): with an external issuer an adult's e-mail
 * is their sign-in there; with the embedded one, a person with an account confirms by link; anyone
 * else's e-mail is a contact address only.
 */
export async function emailChangeMethod(
  db: DbOrTx,
  person: { id: number; parentId: number | null },
  issuer: 'embedded' | 'external',
): Promise<EmailChangeMethod> {
  if (issuer === 'external') return person.parentId === null ? 'issuer' : 'direct';
  return (await findAccountOfPerson(db, person.id)) ? 'confirm' : 'direct';
}

/** Another person or account already uses this e-mail (case-insensitive). */
export async function emailTakenByOther(db: DbOrTx, email: string, personId: number | null): Promise<boolean> {
  const lowered = email.toLowerCase();
  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(
      and(sql`lower(${persons.email}) = ${lowered}`, personId === null ? sql`true` : sql`${persons.id} <> ${personId}`),
    )
    .limit(1);
  if (person) return true;
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.email}) = ${lowered}`,
        personId === null ? sql`true` : sql`${accounts.personId} <> ${personId}`,
      ),
    )
    .limit(1);
  return Boolean(account);
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
 * The lower-cased "first last" of a person, exactly as the trigram index
 * `persons_full_name_trgm_idx` is built, so `like '%term%'` on it uses the index.
 */
const fullName = sql`lower(coalesce(${persons.firstName}, '') || ' ' || coalesce(${persons.lastName}, ''))`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A name search term: lower case, single spaces. */
export function nameTerm(search: string): string {
  return search.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Whether the person has a role in the organisation today (of the given role parent, if any). */
function hasActiveRoleIn(organisationId: number, today: string, roleParentId: number | null): SQL {
  const conditions = [
    eq(personOrganisationRoles.personId, persons.id),
    eq(personOrganisationRoles.organisationId, organisationId),
    activeOn(today),
  ];
  // Only a role filter needs the role definitions; without one the check stays on the roles table's index.
  if (roleParentId === null) {
    return exists(sql`(select 1 from ${personOrganisationRoles} where ${and(...conditions)})`);
  }
  conditions.push(eq(roles.roleParentId, roleParentId));
  return exists(
    sql`(select 1 from ${personOrganisationRoles} inner join ${roles} on ${roles.id} = ${personOrganisationRoles.roleId} where ${and(...conditions)})`,
  );
}

/**
 * Search People: persons with an active role in the organisation (players: a playing role;
 * volunteers: a volunteering or office role), by member id when the search is all digits, else by
 * any part of the full name; by last name, first name and id; one page.
 */
export async function searchOrganisationPeople(
  db: DbOrTx,
  options: {
    organisationId: number;
    today: string;
    search: string | null;
    role: 'all' | 'players' | 'volunteers';
    limit: number;
    offset: number;
  },
) {
  const roleParentId = options.role === 'players' ? PLAYING_ROLE_PARENT_ID : options.role === 'volunteers' ? 2 : null;
  const conditions: SQL[] = [hasActiveRoleIn(options.organisationId, options.today, roleParentId)];
  const search = options.search ? nameTerm(options.search) : '';
  if (/^\d+$/.test(search)) {
    const id = Number(search);
    if (!Number.isSafeInteger(id)) return [];
    conditions.push(eq(persons.id, id));
  } else if (search) {
    conditions.push(sql`${fullName} like ${`%${escapeLike(search)}%`}`);
  }
  return db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, dob: persons.dob })
    .from(persons)
    .where(and(...conditions))
    .orderBy(sql`lower(${persons.lastName}) nulls last`, sql`lower(${persons.firstName}) nulls last`, asc(persons.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** People whose member id is the term, or whose "first last" contains it; by name. */
export async function searchPeopleByNameOrId(db: DbOrTx, search: string, limit: number) {
  const term = nameTerm(search);
  const conditions: SQL[] = [sql`${fullName} like ${`%${escapeLike(term)}%`}`];
  if (/^\d{1,15}$/.test(term)) conditions.push(eq(persons.id, Number(term)));
  return db
    .select({
      id: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
      hasInvalidDbs: persons.hasInvalidDbs,
      hasActiveDbsApplication: persons.hasActiveDbsApplication,
    })
    .from(persons)
    .where(or(...conditions))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(limit);
}
