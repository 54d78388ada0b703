import { and, asc, countDistinct, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { personSearchCondition } from '../../domain/person/queries';
import { activeOn, ROLE_PARENT_IDS } from '../../domain/role/queries';
import { teamListOrder } from '../../domain/team/team-order';

/** An organisation's team parents (all, or only the given ones) with template, format and sex. */
export async function listTeamParentRows(db: DbOrTx, organisationId: number, only: readonly number[] | null) {
  if (only !== null && only.length === 0) return [];
  const conditions: SQL[] = [eq(teamParents.organisationId, organisationId)];
  if (only !== null) conditions.push(inArray(teamParents.id, [...only]));
  return db
    .select({
      id: teamParents.id,
      name: teamParents.name,
      enableRegistrations: teamParents.enableRegistrations,
      templateName: teamTemplates.name,
      templateNameCy: teamTemplates.nameCy,
      sexId: teamTemplates.sexId,
      gameFormatName: gameFormats.name,
      gameFormatValue: gameFormats.value,
      ageGrade: teamTemplates.ageGrade,
    })
    .from(teamParents)
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(and(...conditions))
    .orderBy(...teamListOrder({ ageGrade: teamTemplates.ageGrade, name: teamParents.name, id: teamParents.id }));
}

export async function listTeamChildRows(db: DbOrTx, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({ id: teamChildren.id, value: teamChildren.value, teamParentId: teamChildren.teamParentId })
    .from(teamChildren)
    .where(inArray(teamChildren.teamParentId, [...teamParentIds]))
    .orderBy(asc(teamChildren.id));
}

/** Persons with an active playing role on each team parent's variations. */
export async function countPlayers(db: DbOrTx, teamParentIds: readonly number[], today: string) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({ teamParentId: teamChildren.teamParentId, players: countDistinct(personOrganisationRoles.personId) })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .where(
      and(
        inArray(teamChildren.teamParentId, [...teamParentIds]),
        eq(roles.roleParentId, ROLE_PARENT_IDS.playing),
        activeOn(today),
      ),
    )
    .groupBy(teamChildren.teamParentId);
}

export async function findTeamChild(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: teamChildren.id, teamParentId: teamChildren.teamParentId })
    .from(teamChildren)
    .where(eq(teamChildren.id, id))
    .limit(1);
  return row ?? null;
}

/** Playing roles on a team variation (active today when `today` is given), by name; one page. */
export async function listTeamPlayerRows(
  db: DbOrTx,
  options: { teamChildId: number; today: string | null; search: string | null; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(personOrganisationRoles.teamChildId, options.teamChildId),
    eq(roles.roleParentId, ROLE_PARENT_IDS.playing),
  ];
  if (options.today !== null) conditions.push(activeOn(options.today));
  conditions.push(personSearchCondition(options.search));
  return db
    .select({
      personOrganisationRoleId: personOrganisationRoles.id,
      wruId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
      activeFrom: personOrganisationRoles.activeFrom,
      activeTo: personOrganisationRoles.activeTo,
      hasInvalidDbs: persons.hasInvalidDbs,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(persons, eq(persons.id, personOrganisationRoles.personId))
    .where(and(...conditions))
    .orderBy(
      sql`lower(${persons.lastName}) nulls last`,
      sql`lower(${persons.firstName}) nulls last`,
      asc(persons.id),
      asc(personOrganisationRoles.id),
    )
    .limit(options.limit)
    .offset(options.offset);
}

export async function findActiveOrganisation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** An organisation's team parents with their template's grade, sex and format, in the team listing order; one page when given. */
export async function listOrganisationTeamParents(
  db: DbOrTx,
  organisationId: number,
  page: { offset: number; limit: number } | null,
) {
  const query = db
    .select({
      teamParentId: teamParents.id,
      name: teamParents.name,
      templateName: teamTemplates.name,
      templateNameCy: teamTemplates.nameCy,
      sexId: teamTemplates.sexId,
      ageGrade: teamTemplates.ageGrade,
      gameFormatId: gameFormats.id,
      gameFormatName: gameFormats.name,
      enableRegistrations: teamParents.enableRegistrations,
    })
    .from(teamParents)
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(eq(teamParents.organisationId, organisationId))
    .orderBy(...teamListOrder({ ageGrade: teamTemplates.ageGrade, name: teamParents.name, id: teamParents.id }))
    .$dynamic();
  return page === null ? query : query.offset(page.offset).limit(page.limit);
}
