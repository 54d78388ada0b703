import { and, asc, count, countDistinct, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  fixtures,
  gameFormats,
  organisations,
  organisationTypes,
  personOrganisationRoles,
  persons,
  playerApplications,
  regions,
  roles,
  teamChildren,
  teamParents,
  teamTemplates,
} from '../../db/schema';
import { searchPersons } from '../../domain/person/queries';
import { activeOn, notEndedBy, ROLE_PARENT_IDS } from '../../domain/role/queries';
import { teamListOrder } from '../../domain/team/team-order';
import { containsPattern } from '../../lib/sql';

// ---------------------------------------------------------------------------------------------
// Organisations
// ---------------------------------------------------------------------------------------------

function listConditions(filter: {
  search: string | null;
  typeId: number | null;
  regionId: number | null;
  active: 'all' | 'active' | 'inactive';
}) {
  const conditions: SQL[] = [];
  const search = filter.search?.trim() ?? '';
  if (/^\d{1,9}$/.test(search)) {
    conditions.push(or(eq(organisations.id, Number(search)), ilike(organisations.name, `%${search}%`))!);
  } else if (search) {
    conditions.push(ilike(organisations.name, containsPattern(search)));
  }
  if (filter.typeId) conditions.push(eq(organisations.typeId, filter.typeId));
  if (filter.regionId) conditions.push(eq(organisations.regionId, filter.regionId));
  if (filter.active !== 'all') conditions.push(eq(organisations.isActive, filter.active === 'active'));
  return conditions;
}

/** One page of organisations by name, with type and region, and how many match in all. */
export async function listOrganisationRows(
  db: DbOrTx,
  filter: {
    search: string | null;
    typeId: number | null;
    regionId: number | null;
    active: 'all' | 'active' | 'inactive';
  },
  page: { limit: number; offset: number },
) {
  const conditions = listConditions(filter);
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      isActive: organisations.isActive,
      typeId: organisationTypes.id,
      typeName: organisationTypes.nameEn,
      typeNameCy: organisationTypes.nameCy,
      regionId: regions.id,
      regionName: regions.name,
    })
    .from(organisations)
    .innerJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
    .leftJoin(regions, eq(regions.id, organisations.regionId))
    .where(and(...conditions))
    .orderBy(sql`lower(${organisations.name})`, asc(organisations.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ total: count() })
    .from(organisations)
    .where(and(...conditions));
  return { rows, total: total?.total ?? 0 };
}

export async function countTeamParents(db: DbOrTx, organisationIds: readonly number[]) {
  if (organisationIds.length === 0) return [];
  return db
    .select({ organisationId: teamParents.organisationId, teams: count() })
    .from(teamParents)
    .where(inArray(teamParents.organisationId, [...organisationIds]))
    .groupBy(teamParents.organisationId);
}

/** Distinct people holding any role (playing or office) in each organisation today. */
export async function countPeople(db: DbOrTx, organisationIds: readonly number[], today: string) {
  if (organisationIds.length === 0) return [];
  return db
    .select({
      organisationId: personOrganisationRoles.organisationId,
      people: countDistinct(personOrganisationRoles.personId),
    })
    .from(personOrganisationRoles)
    .where(and(inArray(personOrganisationRoles.organisationId, [...organisationIds]), activeOn(today)))
    .groupBy(personOrganisationRoles.organisationId);
}

export async function findOrganisationRow(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      id: organisations.id,
      name: organisations.name,
      isActive: organisations.isActive,
      createdAt: organisations.createdAt,
      typeId: organisationTypes.id,
      typeName: organisationTypes.nameEn,
      typeNameCy: organisationTypes.nameCy,
      regionId: regions.id,
      regionName: regions.name,
    })
    .from(organisations)
    .innerJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
    .leftJoin(regions, eq(regions.id, organisations.regionId))
    .where(eq(organisations.id, id))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: organisations }) : await query;
  return row ?? null;
}
export type OrganisationRow = NonNullable<Awaited<ReturnType<typeof findOrganisationRow>>>;

export async function insertOrganisation(
  db: DbOrTx,
  values: { name: string; typeId: number; regionId: number | null; createdAt: Date },
) {
  const [row] = await db
    .insert(organisations)
    .values({ ...values, isActive: true })
    .returning({ id: organisations.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateOrganisation(
  db: DbOrTx,
  id: number,
  values: { name: string; typeId: number; regionId: number | null; isActive: boolean },
) {
  await db.update(organisations).set(values).where(eq(organisations.id, id));
}

export async function findOrganisationTypeRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: organisationTypes.id })
    .from(organisationTypes)
    .where(eq(organisationTypes.id, id))
    .limit(1);
  return row ?? null;
}

export async function findRegionRow(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return row ?? null;
}

export async function listOrganisationTypes(db: DbOrTx) {
  return db
    .select({ id: organisationTypes.id, name: organisationTypes.nameEn, nameCy: organisationTypes.nameCy })
    .from(organisationTypes)
    .orderBy(asc(organisationTypes.id));
}

export async function listRegions(db: DbOrTx) {
  return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name), asc(regions.id));
}

export async function listTeamTemplates(db: DbOrTx) {
  return db
    .select({
      id: teamTemplates.id,
      name: teamTemplates.name,
      nameCy: teamTemplates.nameCy,
      ageGrade: teamTemplates.ageGrade,
      sexId: teamTemplates.sexId,
      gameFormat: gameFormats.name,
    })
    .from(teamTemplates)
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .orderBy(asc(teamTemplates.id));
}

// ---------------------------------------------------------------------------------------------
// Teams
// ---------------------------------------------------------------------------------------------

export async function listTeamParentRows(db: DbOrTx, organisationId: number) {
  return db
    .select({
      id: teamParents.id,
      name: teamParents.name,
      enableRegistrations: teamParents.enableRegistrations,
      templateId: teamTemplates.id,
      templateName: teamTemplates.name,
      templateNameCy: teamTemplates.nameCy,
      ageGrade: teamTemplates.ageGrade,
      sexId: teamTemplates.sexId,
      gameFormatName: gameFormats.name,
    })
    .from(teamParents)
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(eq(teamParents.organisationId, organisationId))
    .orderBy(...teamListOrder({ ageGrade: teamTemplates.ageGrade, name: teamParents.name, id: teamParents.id }));
}

/** Team variations of the given team parents, each with whether anything refers to it. */
export async function listTeamChildRows(db: DbOrTx, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({
      id: teamChildren.id,
      value: teamChildren.value,
      teamParentId: teamChildren.teamParentId,
      isInUse: sql<boolean>`(${isTeamChildInUse(teamChildren.id)})`.mapWith(Boolean),
    })
    .from(teamChildren)
    .where(inArray(teamChildren.teamParentId, [...teamParentIds]))
    .orderBy(asc(teamChildren.id));
}

/** Whether any role (ever), decided application or fixture refers to the team variation. */
function isTeamChildInUse(teamChildId: SQL | typeof teamChildren.id | number) {
  return sql`exists (select 1 from ${personOrganisationRoles} where ${personOrganisationRoles.teamChildId} = ${teamChildId})
    or exists (select 1 from ${playerApplications} where ${playerApplications.decidedTeamChildId} = ${teamChildId})
    or exists (select 1 from ${fixtures} where ${fixtures.homeTeamChildId} = ${teamChildId} or ${fixtures.awayTeamChildId} = ${teamChildId})`;
}

export async function teamChildInUse(db: DbOrTx, teamChildId: number): Promise<boolean> {
  const [row] = await db
    .select({ inUse: sql<boolean>`(${isTeamChildInUse(teamChildId)})`.mapWith(Boolean) })
    .from(sql`(select 1) as one`);
  return row?.inUse ?? false;
}

export async function findTeamTemplateRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: teamTemplates.id, name: teamTemplates.name })
    .from(teamTemplates)
    .where(eq(teamTemplates.id, id))
    .limit(1);
  return row ?? null;
}

/** Names of the organisation's team parents made from a template. */
export async function listTeamParentNamesOfTemplate(db: DbOrTx, organisationId: number, teamTemplateId: number) {
  const rows = await db
    .select({ name: teamParents.name })
    .from(teamParents)
    .where(and(eq(teamParents.organisationId, organisationId), eq(teamParents.teamTemplateId, teamTemplateId)));
  return rows.map((row) => row.name);
}

export async function insertTeamParent(
  db: DbOrTx,
  values: { organisationId: number; teamTemplateId: number; name: string; firstVariation: string; createdAt: Date },
) {
  const [parent] = await db
    .insert(teamParents)
    .values({
      organisationId: values.organisationId,
      teamTemplateId: values.teamTemplateId,
      name: values.name,
      createdAt: values.createdAt,
    })
    .returning({ id: teamParents.id });
  if (!parent) throw new Error('insert returned no row');
  const [child] = await db
    .insert(teamChildren)
    .values({ teamParentId: parent.id, value: values.firstVariation })
    .returning({ id: teamChildren.id });
  if (!child) throw new Error('insert returned no row');
  return { teamParentId: parent.id, teamChildId: child.id };
}

export async function listTeamChildValues(db: DbOrTx, teamParentId: number) {
  return db
    .select({ id: teamChildren.id, value: teamChildren.value })
    .from(teamChildren)
    .where(eq(teamChildren.teamParentId, teamParentId))
    .orderBy(asc(teamChildren.id));
}

export async function insertTeamChild(db: DbOrTx, teamParentId: number, value: string) {
  const [row] = await db.insert(teamChildren).values({ teamParentId, value }).returning({ id: teamChildren.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function renameTeamChild(db: DbOrTx, teamChildId: number, value: string) {
  await db.update(teamChildren).set({ value }).where(eq(teamChildren.id, teamChildId));
}

export async function deleteTeamChild(db: DbOrTx, teamChildId: number) {
  await db.delete(teamChildren).where(eq(teamChildren.id, teamChildId));
}

/** The organisation's team variations among the given ids, with their team's name. */
export async function listTeamChildrenOfOrganisation(
  db: DbOrTx,
  organisationId: number,
  teamChildIds: readonly number[],
) {
  if (teamChildIds.length === 0) return [];
  return db
    .select({ id: teamChildren.id, value: teamChildren.value, teamParentName: teamParents.name })
    .from(teamChildren)
    .innerJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .where(and(eq(teamParents.organisationId, organisationId), inArray(teamChildren.id, [...teamChildIds])));
}

// ---------------------------------------------------------------------------------------------
// Organisation roles
// ---------------------------------------------------------------------------------------------

/** Volunteering and office roles not ended by today in the organisation, by role then name. */
export async function listOfficeHolderRows(db: DbOrTx, organisationId: number, today: string) {
  return db
    .select({
      id: personOrganisationRoles.id,
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      roleId: roles.id,
      roleValue: roles.value,
      roleValueCy: roles.valueCy,
      teamChildId: teamChildren.id,
      teamChildValue: teamChildren.value,
      teamParentName: teamParents.name,
      activeFrom: personOrganisationRoles.activeFrom,
      activeTo: personOrganisationRoles.activeTo,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(persons, eq(persons.id, personOrganisationRoles.personId))
    .leftJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .leftJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .where(
      and(
        eq(personOrganisationRoles.organisationId, organisationId),
        eq(roles.roleParentId, ROLE_PARENT_IDS.volunteering),
        notEndedBy(today),
      ),
    )
    .orderBy(
      asc(roles.id),
      sql`lower(${persons.lastName}) nulls last`,
      sql`lower(${persons.firstName}) nulls last`,
      asc(personOrganisationRoles.id),
    );
}

export async function listOfficeRoles(db: DbOrTx, roleValues: readonly string[]) {
  return db
    .select({
      id: roles.id,
      value: roles.value,
      valueCy: roles.valueCy,
      teamRequired: roles.teamRequired,
      minAge: roles.minAge,
    })
    .from(roles)
    .where(and(eq(roles.roleParentId, ROLE_PARENT_IDS.volunteering), inArray(roles.value, [...roleValues])))
    .orderBy(asc(roles.id));
}

/** People by part of "first last" or by member id, by name. */
export async function searchPeopleRows(db: DbOrTx, search: string, limit: number) {
  return searchPersons(db, {
    columns: { id: persons.id, firstName: persons.firstName, lastName: persons.lastName, dob: persons.dob },
    search,
    limit,
  });
}

/** Whether the person holds (or will hold) this role here, for this team variation (or none), not ended by today. */
export async function findLiveAppointment(
  db: DbOrTx,
  input: { personId: number; organisationId: number; roleId: number; teamChildId: number | null; today: string },
) {
  const [row] = await db
    .select({ id: personOrganisationRoles.id })
    .from(personOrganisationRoles)
    .where(
      and(
        eq(personOrganisationRoles.personId, input.personId),
        eq(personOrganisationRoles.organisationId, input.organisationId),
        eq(personOrganisationRoles.roleId, input.roleId),
        input.teamChildId === null
          ? isNull(personOrganisationRoles.teamChildId)
          : eq(personOrganisationRoles.teamChildId, input.teamChildId),
        notEndedBy(input.today),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAppointments(
  db: DbOrTx,
  values: {
    personId: number;
    organisationId: number;
    roleId: number;
    teamChildIds: (number | null)[];
    activeFrom: string;
    createdAt: Date;
  },
) {
  const rows = await db
    .insert(personOrganisationRoles)
    .values(
      values.teamChildIds.map((teamChildId) => ({
        personId: values.personId,
        organisationId: values.organisationId,
        roleId: values.roleId,
        teamChildId,
        activeFrom: values.activeFrom,
        createdAt: values.createdAt,
      })),
    )
    .returning({ id: personOrganisationRoles.id });
  return rows.map((row) => row.id);
}

/** An office appointment in the organisation, locked for the change that follows. */
export async function lockAppointment(db: DbOrTx, organisationId: number, id: number) {
  const [row] = await db
    .select({
      id: personOrganisationRoles.id,
      personId: personOrganisationRoles.personId,
      roleId: personOrganisationRoles.roleId,
      roleValue: roles.value,
      teamChildId: personOrganisationRoles.teamChildId,
      activeFrom: personOrganisationRoles.activeFrom,
      activeTo: personOrganisationRoles.activeTo,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .where(
      and(
        eq(personOrganisationRoles.id, id),
        eq(personOrganisationRoles.organisationId, organisationId),
        eq(roles.roleParentId, ROLE_PARENT_IDS.volunteering),
      ),
    )
    .for('update', { of: personOrganisationRoles })
    .limit(1);
  return row ?? null;
}

export async function setAppointmentEnd(db: DbOrTx, id: number, activeTo: string) {
  await db.update(personOrganisationRoles).set({ activeTo }).where(eq(personOrganisationRoles.id, id));
}
