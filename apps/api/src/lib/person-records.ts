/** A person's qualifications and DBS records as every reader shows them (the person, a club, the union). */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dbsRecords, qualifications } from '../db/schema';

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
