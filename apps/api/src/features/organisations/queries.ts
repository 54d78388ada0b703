import { and, asc, eq, ilike, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, organisationTypes, personOrganisationRoles, roles } from '../../db/schema';
import { notEndedBy, ROLE_PARENT_IDS } from '../../domain/role/queries';
import { containsPattern } from '../../lib/sql';

/** Active office-holding roles (not playing) a person holds, one row per organisation and role. */
export async function listActiveOfficeRoles(db: DbOrTx, personId: number, today: string) {
  return db
    .selectDistinct({
      organisationId: organisations.id,
      organisationName: organisations.name,
      roleValue: roles.value,
      roleValueCy: roles.valueCy,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(organisations, eq(organisations.id, personOrganisationRoles.organisationId))
    .where(
      and(
        eq(personOrganisationRoles.personId, personId),
        isNotNull(personOrganisationRoles.organisationId),
        eq(roles.roleParentId, ROLE_PARENT_IDS.volunteering),
        notEndedBy(today),
      ),
    )
    .orderBy(asc(organisations.name), asc(roles.value));
}

/** The Welsh names of the roles with these (English) names, by English name. */
export async function welshRoleNamesOf(db: DbOrTx, roleValues: readonly string[]): Promise<Map<string, string>> {
  if (roleValues.length === 0) return new Map();
  const rows = await db
    .select({ value: roles.value, valueCy: roles.valueCy })
    .from(roles)
    .where(inArray(roles.value, [...roleValues]));
  return new Map(rows.map((row) => [row.value, row.valueCy]));
}

/** Active organisations, by name, optionally searched and of one type; a page of `limit` from `offset`. */
export async function listActiveOrganisations(
  db: DbOrTx,
  options: { search: string | null; typeId: number | null; limit: number | null; offset: number },
) {
  const conditions = [eq(organisations.isActive, true)];
  if (options.search) conditions.push(ilike(organisations.name, containsPattern(options.search)));
  if (options.typeId) conditions.push(eq(organisations.typeId, options.typeId));
  const query = db
    .select({
      id: organisations.id,
      name: organisations.name,
      typeId: organisations.typeId,
      typeName: organisationTypes.nameEn,
      typeNameCy: organisationTypes.nameCy,
    })
    .from(organisations)
    .innerJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
    .where(and(...conditions))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .offset(options.offset);
  return options.limit === null ? query : query.limit(options.limit);
}
