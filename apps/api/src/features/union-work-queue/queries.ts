import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  organisations,
  persons,
  playerApplications,
  playerApplicationStatusChanges,
  roles,
  teamParents,
  volunteerRegistrations,
} from '../../db/schema';
import { awaitingUnion, referredToUnion as referred } from '../../lib/union-work-queue';

function referredApplications(db: DbOrTx) {
  return db
    .select({
      id: playerApplications.id,
      personId: playerApplications.personId,
      status: playerApplications.status,
      season: playerApplications.season,
      createdAt: playerApplications.createdAt,
      teamName: teamParents.name,
      organisationId: organisations.id,
      organisationName: organisations.name,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
    })
    .from(playerApplications)
    .innerJoin(persons, eq(persons.id, playerApplications.personId))
    .innerJoin(teamParents, eq(teamParents.id, playerApplications.teamParentId))
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .$dynamic();
}
export type ReferredApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationForUnion>>>;

export async function listReferredApplications(db: DbOrTx, limit: number) {
  return referredApplications(db).where(referred).orderBy(asc(playerApplications.createdAt), asc(playerApplications.id)).limit(limit);
}

export async function findApplicationForUnion(db: DbOrTx, id: number) {
  const [row] = await referredApplications(db).where(eq(playerApplications.id, id)).limit(1);
  return row ?? null;
}

function volunteerRegistrationsWithDetails(db: DbOrTx) {
  return db
    .select({
      registration: volunteerRegistrations,
      roleValue: roles.value,
      organisationName: organisations.name,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
    })
    .from(volunteerRegistrations)
    .innerJoin(roles, eq(roles.id, volunteerRegistrations.roleId))
    .innerJoin(persons, eq(persons.id, volunteerRegistrations.personId))
    .leftJoin(organisations, eq(organisations.id, volunteerRegistrations.organisationId))
    .$dynamic();
}

export async function listVolunteerRegistrationsAwaitingUnion(db: DbOrTx, limit: number) {
  return volunteerRegistrationsWithDetails(db)
    .where(awaitingUnion)
    .orderBy(asc(volunteerRegistrations.submittedOn), asc(volunteerRegistrations.id))
    .limit(limit);
}

export async function findVolunteerRegistrationForUnion(db: DbOrTx, id: number) {
  const [row] = await volunteerRegistrationsWithDetails(db).where(eq(volunteerRegistrations.id, id)).limit(1);
  return row ?? null;
}

export async function listTeamNames(db: DbOrTx, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db.select({ id: teamParents.id, name: teamParents.name }).from(teamParents).where(inArray(teamParents.id, [...teamParentIds]));
}

/**
 * The exactly-once step of the union's decision on a player application: moves it only while it is
 * still referred. A concurrent decision that committed first leaves nothing to update (PostgreSQL
 * re-checks the condition after waiting for the row lock), so this answers null.
 */
export async function decideIfReferred(db: DbOrTx, values: { id: number; status: string; now: Date }) {
  const [row] = await db
    .update(playerApplications)
    .set({ status: values.status, updatedAt: values.now })
    .where(and(eq(playerApplications.id, values.id), referred))
    .returning({ id: playerApplications.id, personId: playerApplications.personId, status: playerApplications.status });
  return row ?? null;
}

export async function insertStatusChange(db: DbOrTx, values: typeof playerApplicationStatusChanges.$inferInsert) {
  await db.insert(playerApplicationStatusChanges).values(values);
}

export async function listStatusValues(db: DbOrTx, applicationId: number) {
  return db
    .select({ value: playerApplicationStatusChanges.status })
    .from(playerApplicationStatusChanges)
    .where(eq(playerApplicationStatusChanges.applicationId, applicationId))
    .orderBy(asc(playerApplicationStatusChanges.changedOn), asc(playerApplicationStatusChanges.id));
}

/** The exactly-once step of the union's decision on a volunteer registration. Null when already decided. */
export async function recordUnionDecisionIfUndecided(db: DbOrTx, values: { id: number; approve: boolean; reason: string | null; now: Date }) {
  const [row] = await db
    .update(volunteerRegistrations)
    .set({ unionDecision: values.approve, unionReason: values.reason, unionUpdatedOn: values.now, updatedOn: values.now })
    .where(and(eq(volunteerRegistrations.id, values.id), awaitingUnion))
    .returning();
  return row ?? null;
}

