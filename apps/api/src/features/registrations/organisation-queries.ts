import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  dbsRecords,
  personOrganisationRoles,
  persons,
  playerApplications,
  playerApplicationStatusChanges,
  roles,
  teamChildren,
  teamParents,
  volunteerRegistrations,
} from '../../db/schema';
import { volunteerRegistrationsWithDetails } from '../../domain/volunteer-registration/read-model';
import { playerApplicationsWithDetails } from '../../domain/player-application/queries';

// ---------------------------------------------------------------------------------------------
// Player applications
// ---------------------------------------------------------------------------------------------

const guardian = alias(persons, 'guardian');

export type OrganisationApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationRow>>>;

/** The organisation's applications in the given statuses (only the given teams, when limited), newest first. */
export async function listOrganisationApplicationRows(
  db: DbOrTx,
  options: {
    organisationId: number;
    statuses: readonly string[];
    teamParentIds: readonly number[] | null;
    limit: number;
  },
) {
  if (options.statuses.length === 0 || (options.teamParentIds !== null && options.teamParentIds.length === 0))
    return [];
  const conditions: SQL[] = [
    eq(teamParents.organisationId, options.organisationId),
    inArray(playerApplications.status, [...options.statuses]),
  ];
  if (options.teamParentIds !== null)
    conditions.push(inArray(playerApplications.teamParentId, [...options.teamParentIds]));
  return playerApplicationsWithDetails(db)
    .where(and(...conditions))
    .orderBy(desc(playerApplications.createdAt), desc(playerApplications.id))
    .limit(options.limit);
}

export async function findApplicationRow(db: DbOrTx, id: number) {
  const [row] = await playerApplicationsWithDetails(db).where(eq(playerApplications.id, id)).limit(1);
  return row ?? null;
}

export async function listTeamChildren(db: DbOrTx, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({ id: teamChildren.id, value: teamChildren.value, teamParentId: teamChildren.teamParentId })
    .from(teamChildren)
    .where(inArray(teamChildren.teamParentId, [...teamParentIds]))
    .orderBy(asc(teamChildren.id));
}

/**
 * The exactly-once step of a decision: moves the application from awaiting_org to the decision
 * only if it is still awaiting_org. A concurrent decision that committed first leaves nothing to
 * update (PostgreSQL re-checks the condition after waiting for the row), so this answers null.
 */
export async function decideIfAwaiting(
  db: DbOrTx,
  values: { id: number; status: 'approved' | 'rejected'; teamChildId: number | null; now: Date },
) {
  const [row] = await db
    .update(playerApplications)
    .set({ status: values.status, decidedTeamChildId: values.teamChildId, updatedAt: values.now })
    .where(and(eq(playerApplications.id, values.id), eq(playerApplications.status, 'awaiting_org')))
    .returning({ id: playerApplications.id });
  return row ?? null;
}

export async function insertStatusChange(db: DbOrTx, values: typeof playerApplicationStatusChanges.$inferInsert) {
  await db.insert(playerApplicationStatusChanges).values(values);
}

export async function insertRoles(db: DbOrTx, values: (typeof personOrganisationRoles.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(personOrganisationRoles).values(values).returning({ id: personOrganisationRoles.id });
}

// ---------------------------------------------------------------------------------------------
// Volunteer registrations
// ---------------------------------------------------------------------------------------------

/** The organisation's volunteer registrations (only those naming one of the given teams, when limited), newest first. */
export async function listOrganisationVolunteerRows(
  db: DbOrTx,
  options: { organisationId: number; teamParentIds: readonly number[] | null; limit: number },
) {
  if (options.teamParentIds !== null && options.teamParentIds.length === 0) return [];
  const conditions: SQL[] = [eq(volunteerRegistrations.organisationId, options.organisationId)];
  if (options.teamParentIds !== null) {
    conditions.push(
      sql`${volunteerRegistrations.teamParentIds} && ${sql.raw(`array[${options.teamParentIds.map(Number).join(',')}]::integer[]`)}`,
    );
  }
  return volunteerRegistrationsWithDetails(db)
    .where(and(...conditions))
    .orderBy(desc(volunteerRegistrations.submittedOn), desc(volunteerRegistrations.id))
    .limit(options.limit);
}

/** Whom to contact about each person's registration: their e-mail, and a child's guardian. */
export async function listContacts(db: DbOrTx, personIds: readonly number[]) {
  if (personIds.length === 0) return [];
  return db
    .select({
      personId: persons.id,
      email: persons.email,
      guardianId: guardian.id,
      guardianFirstName: guardian.firstName,
      guardianLastName: guardian.lastName,
      guardianEmail: guardian.email,
    })
    .from(persons)
    .leftJoin(guardian, eq(guardian.id, persons.parentId))
    .where(inArray(persons.id, [...personIds]));
}

export async function listDbsExpiries(db: DbOrTx, personIds: readonly number[]) {
  if (personIds.length === 0) return [];
  return db
    .select({ personId: dbsRecords.personId, expiry: dbsRecords.expiry })
    .from(dbsRecords)
    .where(inArray(dbsRecords.personId, [...personIds]));
}

export async function listTeamNames(db: DbOrTx, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({ id: teamParents.id, name: teamParents.name })
    .from(teamParents)
    .where(inArray(teamParents.id, [...teamParentIds]));
}

/** The exactly-once step of a club decision: records it only if none was recorded. Null when one was. */
export async function recordClubDecisionIfUndecided(db: DbOrTx, values: { id: number; decision: 1 | 2; now: Date }) {
  const [row] = await db
    .update(volunteerRegistrations)
    .set({ clubSecDecision: values.decision, organisationUpdatedOn: values.now, updatedOn: values.now })
    .where(
      and(
        eq(volunteerRegistrations.id, values.id),
        isNull(volunteerRegistrations.clubSecDecision),
        isNull(volunteerRegistrations.applicationStatus),
      ),
    )
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Playing roles (Change Team)
// ---------------------------------------------------------------------------------------------

export async function findRoleForTeamChange(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: personOrganisationRoles.id,
      personId: personOrganisationRoles.personId,
      organisationId: personOrganisationRoles.organisationId,
      roleParentId: roles.roleParentId,
      teamChildId: personOrganisationRoles.teamChildId,
      teamParentId: teamChildren.teamParentId,
      activeTo: personOrganisationRoles.activeTo,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .leftJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .where(eq(personOrganisationRoles.id, id))
    .limit(1);
  return row ?? null;
}

/** Moves a role to another team child only if it is still on the one read. Null when it moved meanwhile. */
export async function moveRoleIfOn(db: DbOrTx, values: { id: number; from: number; to: number }) {
  const [row] = await db
    .update(personOrganisationRoles)
    .set({ teamChildId: values.to })
    .where(and(eq(personOrganisationRoles.id, values.id), eq(personOrganisationRoles.teamChildId, values.from)))
    .returning({ id: personOrganisationRoles.id });
  return row ?? null;
}
