/** A person's qualifications and DBS records as every reader shows them (the person, a club, the union). */
import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dbsRecords, persons, qualifications } from '../../db/schema';

/** Qualifications that have not been ended, newest first. */
export async function listQualificationRows(db: DbOrTx, personId: number) {
  return db
    .select({
      value: qualifications.value,
      validFrom: qualifications.validFrom,
      expiry: qualifications.expiry,
      certificateNumber: qualifications.certificateNumber,
    })
    .from(qualifications)
    .where(and(eq(qualifications.personId, personId), isNull(qualifications.endedAt)))
    .orderBy(desc(qualifications.validFrom), desc(qualifications.id));
}

/** Expiry dates of a person's DBS records, for the shared DBS status rule. */
export async function listDbsExpiries(db: DbOrTx, personId: number): Promise<string[]> {
  const rows = await db.select({ expiry: dbsRecords.expiry }).from(dbsRecords).where(eq(dbsRecords.personId, personId));
  return rows.map((r) => r.expiry);
}

/** DBS records, newest first: only the certificate number, issue date and expiry are kept. */
export async function listDbsRecordRows(db: DbOrTx, personId: number) {
  return db
    .select({ certificateNumber: dbsRecords.certificateNumber, issued: dbsRecords.issued, expiry: dbsRecords.expiry })
    .from(dbsRecords)
    .where(eq(dbsRecords.personId, personId))
    .orderBy(desc(dbsRecords.issued), desc(dbsRecords.id));
}

/**
 * Each person's latest DBS check (the one that decides their status) when it expires between the
 * two days, inclusive; of everyone, or only of `personIds`. People flagged invalid are left out:
 * their check no longer counts. Soonest first. (The DBS expiry reminders and the Actions page.)
 */
export async function listLatestDbsChecksExpiringBetween(
  db: DbOrTx,
  from: string,
  to: string,
  personIds?: readonly number[],
) {
  if (personIds?.length === 0) return [];
  const latest = db
    .selectDistinctOn([dbsRecords.personId], {
      id: dbsRecords.id,
      personId: dbsRecords.personId,
      expiry: dbsRecords.expiry,
    })
    .from(dbsRecords)
    .where(personIds ? inArray(dbsRecords.personId, [...personIds]) : undefined)
    .orderBy(dbsRecords.personId, desc(dbsRecords.expiry), desc(dbsRecords.id))
    .as('latest');
  return db
    .select({ id: latest.id, personId: latest.personId, expiry: latest.expiry })
    .from(latest)
    .innerJoin(persons, eq(persons.id, latest.personId))
    .where(and(gte(latest.expiry, from), lte(latest.expiry, to), eq(persons.hasInvalidDbs, false)))
    .orderBy(asc(latest.expiry), asc(latest.id));
}
