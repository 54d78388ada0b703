import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  gameFormats,
  organisations,
  personOrganisationRoles,
  persons,
  roles,
  teamChildren,
  teamParents,
  teamTemplates,
} from '../../db/schema';

export async function listChildIds(db: DbOrTx, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.parentId, parentId))
    .orderBy(asc(persons.id));
  return rows.map((r) => r.id);
}

/** Roles of the given persons with organisation, team child, team parent, template and format; newest first per person. */
export async function listRoleRows(db: DbOrTx, personIds: readonly number[], activeOn: string | null) {
  if (personIds.length === 0) return [];
  const conditions = [inArray(personOrganisationRoles.personId, [...personIds])];
  if (activeOn) {
    const active = or(isNull(personOrganisationRoles.activeTo), gte(personOrganisationRoles.activeTo, activeOn));
    if (active) conditions.push(active);
  }
  return db
    .select({
      id: personOrganisationRoles.id,
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      hasInvalidDbs: persons.hasInvalidDbs,
      organisationId: organisations.id,
      organisationName: organisations.name,
      roleName: roles.value,
      roleParentId: roles.roleParentId,
      activeFrom: personOrganisationRoles.activeFrom,
      activeTo: personOrganisationRoles.activeTo,
      teamChildId: teamChildren.id,
      teamChildValue: teamChildren.value,
      teamParentId: teamParents.id,
      templateName: teamTemplates.name,
      gameFormatId: gameFormats.id,
      gameFormatName: gameFormats.name,
    })
    .from(personOrganisationRoles)
    .innerJoin(persons, eq(persons.id, personOrganisationRoles.personId))
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .leftJoin(organisations, eq(organisations.id, personOrganisationRoles.organisationId))
    .leftJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .leftJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .leftJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .leftJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(and(...conditions))
    .orderBy(asc(persons.id), desc(personOrganisationRoles.activeFrom), desc(personOrganisationRoles.id));
}
