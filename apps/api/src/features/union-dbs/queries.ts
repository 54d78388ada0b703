import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dbsRecords, persons } from '../../db/schema';

const fullName = sql`lower(coalesce(${persons.firstName}, '') || ' ' || coalesce(${persons.lastName}, ''))`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

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
  const term = search.trim().toLowerCase().replace(/\s+/g, ' ');
  const conditions: SQL[] = [sql`${fullName} like ${`%${escapeLike(term)}%`}`];
  if (/^\d{1,15}$/.test(term)) conditions.push(eq(persons.id, Number(term)));
  return db
    .select(personColumns)
    .from(persons)
    .where(or(...conditions))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(limit);
}
export type SearchedPersonRow = Awaited<ReturnType<typeof searchPeople>>[number];

/** The expiry dates of these people's DBS records, for the shared DBS status rule. */
export async function listDbsExpiriesOf(db: DbOrTx, personIds: readonly number[]) {
  if (personIds.length === 0) return [];
  return db
    .select({ personId: dbsRecords.personId, expiry: dbsRecords.expiry })
    .from(dbsRecords)
    .where(inArray(dbsRecords.personId, [...personIds]))
    .orderBy(desc(dbsRecords.expiry), desc(dbsRecords.id));
}
