import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  auditLog,
  nationalities,
  persons,
  playerApplications,
  playerApplicationStatusChanges,
  rugbyUnions,
  teamParents,
  teamTemplates,
  volunteerRegistrations,
} from '../../../db/schema';
import { awaitingUnion, referredToUnion as referred } from '../../../domain/union-work-queue/queries';
import { volunteerRegistrationsWithDetails } from '../../../domain/volunteer-registration/read-model';
import { playerApplicationsWithDetails } from '../../../domain/player-application/queries';

export type ReferredApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationForUnion>>>;

export async function listReferredApplications(db: DbOrTx, limit: number) {
  return playerApplicationsWithDetails(db)
    .where(referred)
    .orderBy(asc(playerApplications.createdAt), asc(playerApplications.id))
    .limit(limit);
}

export async function findApplicationForUnion(db: DbOrTx, id: number) {
  const [row] = await playerApplicationsWithDetails(db).where(eq(playerApplications.id, id)).limit(1);
  return row ?? null;
}

export async function listVolunteerRegistrationsAwaitingUnion(db: DbOrTx, limit: number) {
  return volunteerRegistrationsWithDetails(db)
    .where(awaitingUnion)
    .orderBy(asc(volunteerRegistrations.submittedOn), asc(volunteerRegistrations.id))
    .limit(limit);
}

export async function listTeamNames(db: DbOrTx, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({ id: teamParents.id, name: teamParents.name })
    .from(teamParents)
    .where(inArray(teamParents.id, [...teamParentIds]));
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
export async function recordUnionDecisionIfUndecided(
  db: DbOrTx,
  values: { id: number; approve: boolean; reason: string | null; now: Date },
) {
  const [row] = await db
    .update(volunteerRegistrations)
    .set({
      unionDecision: values.approve,
      unionReason: values.reason,
      unionUpdatedOn: values.now,
      updatedOn: values.now,
    })
    .where(and(eq(volunteerRegistrations.id, values.id), awaitingUnion))
    .returning();
  return row ?? null;
}

/** The person as an item's page shows them, with their guardian's name. */
export async function findPersonDetails(db: DbOrTx, personId: number) {
  const guardians = alias(persons, 'guardians');
  const [row] = await db
    .select({
      id: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
      email: persons.email,
      parentId: persons.parentId,
      nationalityIds: persons.nationalityIds,
      internationalPlayingStatusIds: persons.internationalPlayingStatusIds,
      hasInvalidDbs: persons.hasInvalidDbs,
      hasActiveDbsApplication: persons.hasActiveDbsApplication,
      guardianFirstName: guardians.firstName,
      guardianLastName: guardians.lastName,
    })
    .from(persons)
    .leftJoin(guardians, eq(guardians.id, persons.parentId))
    .where(eq(persons.id, personId))
    .limit(1);
  return row ?? null;
}

export async function listNationalityNames(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ value: nationalities.value })
    .from(nationalities)
    .where(inArray(nationalities.id, [...ids]))
    .orderBy(asc(nationalities.value));
  return rows.map((row) => row.value);
}

export async function listRugbyUnionNames(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ value: rugbyUnions.value })
    .from(rugbyUnions)
    .where(inArray(rugbyUnions.id, [...ids]))
    .orderBy(asc(rugbyUnions.value));
  return rows.map((row) => row.value);
}

/** An application's status changes, oldest first, with who made each. */
export async function listStatusHistory(db: DbOrTx, applicationId: number) {
  return db
    .select({
      status: playerApplicationStatusChanges.status,
      changedOn: playerApplicationStatusChanges.changedOn,
      reason: playerApplicationStatusChanges.reason,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(playerApplicationStatusChanges)
    .leftJoin(persons, eq(persons.id, playerApplicationStatusChanges.changedBy))
    .where(eq(playerApplicationStatusChanges.applicationId, applicationId))
    .orderBy(asc(playerApplicationStatusChanges.changedOn), asc(playerApplicationStatusChanges.id));
}

export async function findTeamAgeGrade(db: DbOrTx, teamParentId: number) {
  const [row] = await db
    .select({ ageGrade: teamTemplates.ageGrade })
    .from(teamParents)
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .where(eq(teamParents.id, teamParentId))
    .limit(1);
  return row?.ageGrade ?? null;
}

/** The audit actions of the organisation's and the union's decisions on a volunteer registration. */
export const VOLUNTEER_DECISION_ACTIONS = {
  organisation_approved: 'volunteer-registration.club-approved',
  organisation_rejected: 'volunteer-registration.club-rejected',
  union_approved: 'volunteer-registration.union-approved',
  union_rejected: 'volunteer-registration.union-rejected',
} as const;

/**
 * Who made the decisions on a volunteer registration: the actor of each decision's audit row (a
 * decision recorded without one, such as an imported registration's, has none). Oldest first.
 */
export async function listVolunteerDecisionActors(db: DbOrTx, registration: { id: number; personId: number }) {
  return db
    .select({ action: auditLog.action, firstName: persons.firstName, lastName: persons.lastName })
    .from(auditLog)
    .innerJoin(persons, eq(persons.id, auditLog.actorPersonId))
    .where(
      and(
        eq(auditLog.personId, registration.personId),
        eq(auditLog.subjectType, 'volunteer_registration'),
        eq(auditLog.subjectId, String(registration.id)),
        inArray(auditLog.action, Object.values(VOLUNTEER_DECISION_ACTIONS)),
      ),
    )
    .orderBy(asc(auditLog.id));
}
