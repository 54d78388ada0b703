import type { EligibilityFact, Season } from '@mywru/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  gameFormats,
  organisations,
  organisationTypes,
  personOrganisationRoles,
  persons,
  playerApplications,
  playerApplicationStatusChanges,
  roles,
  rugbyUnions,
  teamChildren,
  teamParents,
  teamTemplates,
  volunteerRegistrations,
} from '../../db/schema';
import { activeDuring, endedBefore, ROLE_PARENT_IDS } from '../../domain/role/queries';
import { containsPattern } from '../../lib/sql';
import { volunteerRegistrationsWithDetails } from '../../domain/volunteer-registration/read-model';
import { teamListOrder } from '../../domain/team/team-order';
import { playerApplicationsWithDetails } from '../../domain/player-application/queries';

/** Role parent 1 is playing (see the roles lookup). */
const PENDING_STATUSES = ['referred_clearance', 'referred_dispensation', 'awaiting_org'];

export async function listOrganisationTypes(db: DbOrTx) {
  return db.select().from(organisationTypes).orderBy(asc(organisationTypes.id));
}

export async function organisationTypeExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organisationTypes.id })
    .from(organisationTypes)
    .where(eq(organisationTypes.id, id))
    .limit(1);
  return Boolean(row);
}

export async function listGameFormats(db: DbOrTx) {
  return db.select().from(gameFormats).orderBy(asc(gameFormats.id));
}

export async function listVolunteerRoleRows(db: DbOrTx) {
  return db.select().from(roles).where(eq(roles.isVolunteerRole, true)).orderBy(asc(roles.id));
}

export async function findRoleRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row ?? null;
}

export async function findOrganisationRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row ?? null;
}

/** A team parent with its template, format and organisation. */
export async function findTeamParent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: teamParents.id,
      name: teamParents.name,
      enableRegistrations: teamParents.enableRegistrations,
      organisationId: organisations.id,
      organisationName: organisations.name,
      organisationTypeId: organisations.typeId,
      organisationIsActive: organisations.isActive,
      templateId: teamTemplates.id,
      templateName: teamTemplates.name,
      templateNameCy: teamTemplates.nameCy,
      ageGrade: teamTemplates.ageGrade,
      sexId: teamTemplates.sexId,
      gameFormatId: gameFormats.id,
      gameFormatName: gameFormats.name,
      gameFormatValue: gameFormats.value,
    })
    .from(teamParents)
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(eq(teamParents.id, id))
    .limit(1);
  return row ?? null;
}
export type TeamParentRow = NonNullable<Awaited<ReturnType<typeof findTeamParent>>>;

export async function listTeamChildren(db: DbOrTx, teamParentId: number) {
  return db
    .select({ id: teamChildren.id, value: teamChildren.value })
    .from(teamChildren)
    .where(eq(teamChildren.teamParentId, teamParentId))
    .orderBy(asc(teamChildren.id));
}

/** Names of the given team parents that belong to the organisation. */
export async function listTeamsOfOrganisation(db: DbOrTx, organisationId: number, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({ id: teamParents.id, name: teamParents.name })
    .from(teamParents)
    .where(and(eq(teamParents.organisationId, organisationId), inArray(teamParents.id, [...teamParentIds])))
    .orderBy(asc(teamParents.id));
}

export async function listTeamNames(db: DbOrTx, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({ id: teamParents.id, name: teamParents.name })
    .from(teamParents)
    .where(inArray(teamParents.id, [...teamParentIds]));
}

/**
 * Team parents open for registration in an organisation type: registrations enabled, organisation
 * active, one of the age grades given, and mixed or of the given sex. Ordered by organisation, then
 * in the team listing order (age grade, senior, the rest), so pages are stable.
 */
export async function listOpenTeamParents(
  db: DbOrTx,
  options: {
    organisationTypeId: number;
    ageGrades: string[];
    sexId: number | null;
    search: string | null;
    offset: number;
    limit: number;
  },
) {
  const conditions: SQL[] = [
    eq(organisations.typeId, options.organisationTypeId),
    eq(organisations.isActive, true),
    eq(teamParents.enableRegistrations, true),
    inArray(teamTemplates.ageGrade, options.ageGrades),
    options.sexId === null
      ? isNull(teamTemplates.sexId)
      : or(isNull(teamTemplates.sexId), eq(teamTemplates.sexId, options.sexId))!,
  ];
  if (options.search) {
    const pattern = containsPattern(options.search);
    conditions.push(or(ilike(teamParents.name, pattern), ilike(organisations.name, pattern))!);
  }
  return db
    .select({
      teamParentId: teamParents.id,
      team: teamParents.name,
      templateName: teamTemplates.name,
      templateNameCy: teamTemplates.nameCy,
      organisationId: organisations.id,
      organisationName: organisations.name,
      gameFormatId: gameFormats.id,
      gameFormatName: gameFormats.name,
      ageGrade: teamTemplates.ageGrade,
      sexId: teamTemplates.sexId,
    })
    .from(teamParents)
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(and(...conditions))
    .orderBy(
      asc(organisations.name),
      asc(organisations.id),
      ...teamListOrder({ ageGrade: teamTemplates.ageGrade, name: teamParents.name, id: teamParents.id }),
    )
    .offset(options.offset)
    .limit(options.limit);
}

// ---------------------------------------------------------------------------------------------
// Eligibility facts
// ---------------------------------------------------------------------------------------------

const factColumns = {
  organisationId: organisations.id,
  organisationName: organisations.name,
  organisationTypeId: organisationTypes.id,
  organisationTypeValue: organisationTypes.nameEn,
  gameFormatId: gameFormats.id,
  gameFormatValue: gameFormats.value,
};

function playingRolesWithFacts(db: DbOrTx) {
  return db
    .select({ ...factColumns, teamParentId: teamParents.id, activeFrom: personOrganisationRoles.activeFrom })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .innerJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .innerJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .$dynamic();
}

/** Playing roles active at some point of the season, newest first. */
export async function listActivePlayingRoleFacts(db: DbOrTx, personId: number, season: Season) {
  return playingRolesWithFacts(db)
    .where(
      and(
        eq(personOrganisationRoles.personId, personId),
        eq(roles.roleParentId, ROLE_PARENT_IDS.playing),
        activeDuring(season.starts, season.ends),
      ),
    )
    .orderBy(desc(personOrganisationRoles.activeFrom), desc(personOrganisationRoles.id));
}

/** Playing roles that ended before the season, newest first. */
export async function listEndedPlayingRoleFacts(db: DbOrTx, personId: number, season: Season) {
  return playingRolesWithFacts(db)
    .where(
      and(
        eq(personOrganisationRoles.personId, personId),
        eq(roles.roleParentId, ROLE_PARENT_IDS.playing),
        endedBefore(season.starts),
      ),
    )
    .orderBy(desc(personOrganisationRoles.activeTo), desc(personOrganisationRoles.id));
}

/** Applications of the season not yet decided, newest first. */
export async function listPendingApplicationFacts(
  db: DbOrTx,
  personId: number,
  season: Season,
): Promise<(EligibilityFact & { teamParentId: number })[]> {
  return db
    .select({ ...factColumns, teamParentId: teamParents.id })
    .from(playerApplications)
    .innerJoin(teamParents, eq(teamParents.id, playerApplications.teamParentId))
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .innerJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(
      and(
        eq(playerApplications.personId, personId),
        eq(playerApplications.season, season.label),
        inArray(playerApplications.status, PENDING_STATUSES),
      ),
    )
    .orderBy(desc(playerApplications.createdAt), desc(playerApplications.id));
}

// ---------------------------------------------------------------------------------------------
// Player applications
// ---------------------------------------------------------------------------------------------

export type PlayerApplicationRow = Awaited<ReturnType<typeof listPlayerApplicationRows>>[number];

export async function listPlayerApplicationRows(db: DbOrTx, personId: number) {
  return playerApplicationsWithDetails(db)
    .where(eq(playerApplications.personId, personId))
    .orderBy(desc(playerApplications.createdAt), desc(playerApplications.id));
}

export async function findPlayerApplicationRow(db: DbOrTx, id: number) {
  const [row] = await playerApplicationsWithDetails(db).where(eq(playerApplications.id, id)).limit(1);
  return row ?? null;
}

/** The application of this person for this team and season that is not rejected, if any. */
export async function findLiveApplication(db: DbOrTx, personId: number, teamParentId: number, season: string) {
  const [row] = await db
    .select({ id: playerApplications.id, status: playerApplications.status })
    .from(playerApplications)
    .where(
      and(
        eq(playerApplications.personId, personId),
        eq(playerApplications.teamParentId, teamParentId),
        eq(playerApplications.season, season),
        sql`${playerApplications.status} <> 'rejected'`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertPlayerApplication(db: DbOrTx, values: typeof playerApplications.$inferInsert) {
  const [row] = await db
    .insert(playerApplications)
    .values(values)
    .returning({ id: playerApplications.id, status: playerApplications.status });
  if (!row) throw new Error('player application insert returned nothing');
  return row;
}

export async function insertStatusChange(db: DbOrTx, values: typeof playerApplicationStatusChanges.$inferInsert) {
  await db.insert(playerApplicationStatusChanges).values(values);
}

// ---------------------------------------------------------------------------------------------
// Volunteer registrations
// ---------------------------------------------------------------------------------------------

export async function listVolunteerRegistrationRows(db: DbOrTx, personId: number) {
  return volunteerRegistrationsWithDetails(db)
    .where(eq(volunteerRegistrations.personId, personId))
    .orderBy(desc(volunteerRegistrations.submittedOn), desc(volunteerRegistrations.id));
}

/** The registration awaiting a decision for this person, role, organisation (null = unattached) and season. */
export async function findAwaitingVolunteerRegistration(
  db: DbOrTx,
  key: { personId: number; roleId: number; organisationId: number | null; season: string },
) {
  const [row] = await db
    .select()
    .from(volunteerRegistrations)
    .where(
      and(
        eq(volunteerRegistrations.personId, key.personId),
        eq(volunteerRegistrations.roleId, key.roleId),
        sql`coalesce(${volunteerRegistrations.organisationId}, 0) = ${key.organisationId ?? 0}`,
        eq(volunteerRegistrations.season, key.season),
        isNull(volunteerRegistrations.applicationStatus),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertVolunteerRegistration(db: DbOrTx, values: typeof volunteerRegistrations.$inferInsert) {
  const [row] = await db.insert(volunteerRegistrations).values(values).returning();
  if (!row) throw new Error('volunteer registration insert returned nothing');
  return row;
}

export async function markDbsApplicationActive(db: DbOrTx, personId: number) {
  await db
    .update(persons)
    .set({ hasActiveDbsApplication: true, updatedAt: sql`now()` })
    .where(eq(persons.id, personId));
}

/** Ids of the home union: declaring it is not an international playing status. */
export async function listHomeUnionIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await db.select({ id: rugbyUnions.id }).from(rugbyUnions).where(eq(rugbyUnions.isHomeUnion, true));
  return new Set(rows.map((r) => r.id));
}
