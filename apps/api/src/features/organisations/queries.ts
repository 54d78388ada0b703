import { and, asc, eq, gte, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, personOrganisationRoles, roles } from '../../db/schema';

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
