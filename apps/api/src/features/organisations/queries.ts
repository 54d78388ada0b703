import { and, asc, eq, ilike, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  gameFormats,
  organisations,
  organisationTypes,
  personOrganisationRoles,
  roles,
  teamParents,
  teamTemplates,
} from '../../db/schema';
import { notEndedBy, ROLE_PARENT_IDS } from '../../domain/role/queries';
import { containsPattern } from '../../lib/sql';
import { teamListOrder } from '../../domain/team/team-order';

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
        eq(roles.roleParentId, ROLE_PARENT_IDS.volunteering),
        notEndedBy(today),
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
  if (options.search) conditions.push(ilike(organisations.name, containsPattern(options.search)));
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
