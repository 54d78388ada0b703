import { dbsStatus, type UnionPerson } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { listDbsExpiriesOf, type SearchedPersonRow } from './queries';

/** People with their DBS status computed from their flags and records. */
export async function presentPeople(
  db: DbOrTx,
  people: readonly SearchedPersonRow[],
  now: Date,
): Promise<UnionPerson[]> {
  const records = await listDbsExpiriesOf(
    db,
    people.map((person) => person.id),
  );
  return people.map((person) => ({
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    dob: person.dob,
    dbsStatus: dbsStatus(
      {
        hasInvalidDbs: person.hasInvalidDbs,
        hasActiveApplication: person.hasActiveDbsApplication,
        expiries: records.filter((record) => record.personId === person.id).map((record) => record.expiry),
      },
      now,
    ),
  }));
}
