import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { qualifications } from '../../db/schema';
import type { PersonRow } from '../../domain/person/queries';

export type PersonSummaryRow = Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'dob'>;

const qualificationColumns = {
  id: qualifications.id,
  personId: qualifications.personId,
  value: qualifications.value,
  validFrom: qualifications.validFrom,
  expiry: qualifications.expiry,
  certificateNumber: qualifications.certificateNumber,
  endedAt: qualifications.endedAt,
  createdAt: qualifications.createdAt,
};

/** Every qualification of a person, ended ones included: current first, then newest valid-from first. */
export async function listPersonQualifications(db: DbOrTx, personId: number) {
  return db
    .select(qualificationColumns)
    .from(qualifications)
    .where(eq(qualifications.personId, personId))
    .orderBy(sql`${qualifications.endedAt} is not null`, desc(qualifications.validFrom), asc(qualifications.id));
}
export type QualificationRow = Awaited<ReturnType<typeof listPersonQualifications>>[number];

export async function findQualification(db: DbOrTx, personId: number, qualificationId: number) {
  const [row] = await db
    .select(qualificationColumns)
    .from(qualifications)
    .where(and(eq(qualifications.id, qualificationId), eq(qualifications.personId, personId)))
    .limit(1);
  return row ?? null;
}

export async function insertQualification(db: DbOrTx, values: typeof qualifications.$inferInsert) {
  const [row] = await db.insert(qualifications).values(values).returning(qualificationColumns);
  if (!row) throw new Error('qualification insert');
  return row;
}

/** Changes a qualification only while it has not been ended; null when it was ended meanwhile. */
export async function updateOpenQualification(
  db: DbOrTx,
  qualificationId: number,
  values: { value: string; validFrom: string; expiry: string | null; certificateNumber: string | null },
) {
  const [row] = await db
    .update(qualifications)
    .set(values)
    .where(and(eq(qualifications.id, qualificationId), isNull(qualifications.endedAt)))
    .returning(qualificationColumns);
  return row ?? null;
}

/** Ends a qualification only if it is still open (exactly once); null when it was already ended. */
export async function endOpenQualification(db: DbOrTx, qualificationId: number, now: Date) {
  const [row] = await db
    .update(qualifications)
    .set({ endedAt: now })
    .where(and(eq(qualifications.id, qualificationId), isNull(qualifications.endedAt)))
    .returning(qualificationColumns);
  return row ?? null;
}
