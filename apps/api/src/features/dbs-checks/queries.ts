import { and, asc, desc, eq, gte, inArray, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  dbsExpiryReminders,
  dbsRecords,
  organisations,
  personOrganisationRoles,
  persons,
  roles,
} from '../../db/schema';
import type { PersonRow } from '../../domain/person/queries';
import { ROLE_PARENT_IDS } from '../../domain/role/queries';

/** What the union's DBS answer reads of a person. */
export type DbsPersonRow = Pick<
  PersonRow,
  'id' | 'firstName' | 'lastName' | 'dob' | 'hasInvalidDbs' | 'hasActiveDbsApplication'
>;

/** DBS records of these people, newest expiry first. */
export async function listDbsRecords(db: DbOrTx, personIds: readonly number[]) {
  if (personIds.length === 0) return [];
  return db
    .select({
      id: dbsRecords.id,
      personId: dbsRecords.personId,
      certificateNumber: dbsRecords.certificateNumber,
      issued: dbsRecords.issued,
      expiry: dbsRecords.expiry,
      createdAt: dbsRecords.createdAt,
    })
    .from(dbsRecords)
    .where(inArray(dbsRecords.personId, [...personIds]))
    .orderBy(desc(dbsRecords.expiry), desc(dbsRecords.id));
}

export async function insertDbsRecord(db: DbOrTx, values: typeof dbsRecords.$inferInsert) {
  const [row] = await db.insert(dbsRecords).values(values).returning({ id: dbsRecords.id });
  if (!row) throw new Error('dbs record insert');
  return row;
}

export async function updateDbsFlags(
  db: DbOrTx,
  personId: number,
  flags: { hasInvalidDbs?: boolean; hasActiveDbsApplication?: boolean },
  now: Date,
) {
  await db
    .update(persons)
    .set({ ...flags, updatedAt: now })
    .where(eq(persons.id, personId));
}

/** Per person, the latest expiry when it falls between the two days (inclusive): checks running out. */
export async function listLatestExpiriesBetween(db: DbOrTx, from: string, to: string, limit: number) {
  const latest = max(dbsRecords.expiry);
  return db
    .select({ personId: dbsRecords.personId, expiry: latest, firstName: persons.firstName, lastName: persons.lastName })
    .from(dbsRecords)
    .innerJoin(persons, eq(persons.id, dbsRecords.personId))
    .groupBy(dbsRecords.personId, persons.firstName, persons.lastName)
    .having(and(gte(latest, from), lte(latest, to)))
    .orderBy(asc(latest), asc(dbsRecords.personId))
    .limit(limit);
}

/** The certificate number of a person's record with this expiry (the newest such). */
export async function findCertificateNumbers(db: DbOrTx, keys: readonly { personId: number; expiry: string }[]) {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      personId: dbsRecords.personId,
      expiry: dbsRecords.expiry,
      certificateNumber: dbsRecords.certificateNumber,
    })
    .from(dbsRecords)
    .where(
      inArray(
        dbsRecords.personId,
        keys.map((key) => key.personId),
      ),
    )
    .orderBy(asc(dbsRecords.id));
  const numbers = new Map<string, string>();
  for (const row of rows) numbers.set(`${row.personId}|${row.expiry}`, row.certificateNumber);
  return numbers;
}

/** The reminders already sent for these checks. */
export async function listRemindersSent(db: DbOrTx, dbsRecordIds: readonly number[]) {
  if (dbsRecordIds.length === 0) return [];
  return db
    .select({ dbsRecordId: dbsExpiryReminders.dbsRecordId, daysBefore: dbsExpiryReminders.daysBefore })
    .from(dbsExpiryReminders)
    .where(inArray(dbsExpiryReminders.dbsRecordId, [...dbsRecordIds]));
}

/**
 * Claims reminders for a check; answers the ones this call claimed. A reminder another run (or
 * another server) has already claimed is not claimed again.
 */
export async function claimReminders(db: DbOrTx, dbsRecordId: number, daysBefore: readonly number[], now: Date) {
  if (daysBefore.length === 0) return [];
  const rows = await db
    .insert(dbsExpiryReminders)
    .values(daysBefore.map((days) => ({ dbsRecordId, daysBefore: days, sentAt: now })))
    .onConflictDoNothing()
    .returning({ daysBefore: dbsExpiryReminders.daysBefore });
  return rows.map((row) => row.daysBefore);
}

/** The audited reads of a person's DBS record ('dbs.read'), newest first, with the organisation read from. */
export async function listDbsReadEntries(db: DbOrTx, personId: number, limit: number) {
  return db
    .select({
      at: auditLog.at,
      actorPersonId: auditLog.actorPersonId,
      organisationId: auditLog.organisationId,
      organisationName: organisations.name,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(organisations, eq(organisations.id, auditLog.organisationId))
    .where(and(eq(auditLog.action, 'dbs.read'), eq(auditLog.personId, personId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** Office roles (role parent 2) these people held in these organisations, with their dates. */
export async function listOfficeRolesOf(db: DbOrTx, personIds: readonly number[], organisationIds: readonly number[]) {
  if (personIds.length === 0 || organisationIds.length === 0) return [];
  return db
    .select({
      personId: personOrganisationRoles.personId,
      organisationId: personOrganisationRoles.organisationId,
      roleName: roles.value,
      roleNameCy: roles.valueCy,
      activeFrom: personOrganisationRoles.activeFrom,
      activeTo: personOrganisationRoles.activeTo,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .where(
      and(
        inArray(personOrganisationRoles.personId, [...personIds]),
        inArray(personOrganisationRoles.organisationId, [...organisationIds]),
        eq(roles.roleParentId, ROLE_PARENT_IDS.volunteering),
      ),
    )
    .orderBy(asc(roles.value));
}
