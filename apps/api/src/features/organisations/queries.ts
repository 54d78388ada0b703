import { and, asc, eq, gte, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, organisationTypes, personOrganisationRoles, roles } from '../../db/schema';

/** Active office-holding roles (not playing) a person holds, one row per organisation and role. */
export async function listActiveOfficeRoles(db: DbOrTx, personId: number, today: string) {
  return db
    .selectDistinct({ organisationId: organisations.id, organisationName: organisations.name, roleValue: roles.value })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(organisations, eq(organisations.id, personOrganisationRoles.organisationId))
    .where(
      and(
        eq(personOrganisationRoles.personId, personId),
        isNotNull(personOrganisationRoles.organisationId),
        eq(roles.roleParentId, 2),
        or(isNull(personOrganisationRoles.activeTo), gte(personOrganisationRoles.activeTo, today)),
      ),
    )
    .orderBy(asc(organisations.name), asc(roles.value));
}

/** Active organisations, by name, optionally searched and of one type; a page of `limit` from `offset`. */
export async function listActiveOrganisations(
  db: DbOrTx,
  options: { search: string | null; typeId: number | null; limit: number | null; offset: number },
) {
  const conditions = [eq(organisations.isActive, true)];
  if (options.search) conditions.push(ilike(organisations.name, `%${escapeLike(options.search)}%`));
  if (options.typeId) conditions.push(eq(organisations.typeId, options.typeId));
  const query = db
    .select({
      id: organisations.id,
      name: organisations.name,
      typeId: organisations.typeId,
      typeName: organisationTypes.nameEn,
    })
    .from(organisations)
    .innerJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
    .where(and(...conditions))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .offset(options.offset);
  return options.limit === null ? query : query.limit(options.limit);
}

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
