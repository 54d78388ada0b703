import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personOrganisationRoles, persons, roles } from '../../db/schema';
import { activeOn } from '../../lib/organisation-access';

import { PLAYING_ROLE_PARENT_ID } from '../../lib/person-role-records';

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
