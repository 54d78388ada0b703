import { and, asc, desc, eq, gte, inArray, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dbsRecords, persons } from '../../db/schema';
import { searchPersons } from '../../domain/person/queries';
import type { PersonRow } from '../../domain/person/queries';

const personColumns = {
  id: persons.id,
  firstName: persons.firstName,
  lastName: persons.lastName,
  dob: persons.dob,
  hasInvalidDbs: persons.hasInvalidDbs,
  hasActiveDbsApplication: persons.hasActiveDbsApplication,
};

/** People whose member id is the term, or whose "first last" contains it; by name. */
export async function searchPeople(db: DbOrTx, search: string, limit: number) {
  return searchPersons(db, { columns: personColumns, search, order: 'as-stored', limit });
}

export type DbsPersonRow = Pick<PersonRow, keyof typeof personColumns>;

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
