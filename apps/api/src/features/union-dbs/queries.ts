import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dbsRecords, persons } from '../../db/schema';
import { searchPersons } from '../../domain/person/queries';

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
