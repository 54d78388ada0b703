import { dbsStatus, isChildOn, type UnionWorkQueuePerson } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listDbsExpiries } from '../../lib/person-records';
import { findPersonDetails, listNationalityNames, listRugbyUnionNames } from './queries';

/** The person of a work-queue item as its page shows them; also the row the read audit needs. */
export async function presentWorkQueuePerson(db: DbOrTx, personId: number, now: Date) {
  const row = await findPersonDetails(db, personId);
  if (!row) throw AppError.notFound('The person was not found');
  const [nationalities, otherUnions, expiries] = await Promise.all([
    listNationalityNames(db, row.nationalityIds),
    listRugbyUnionNames(db, row.internationalPlayingStatusIds),
    listDbsExpiries(db, row.id),
  ]);
  const person: UnionWorkQueuePerson = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    isChild: row.dob !== null && isChildOn(row.dob, now),
    email: row.email,
    guardian: row.parentId === null ? null : { id: row.parentId, firstName: row.guardianFirstName, lastName: row.guardianLastName },
    nationalities,
    otherUnions,
    dbsStatus: dbsStatus({ hasInvalidDbs: row.hasInvalidDbs, hasActiveApplication: row.hasActiveDbsApplication, expiries }, now),
  };
  return { person, readPerson: { id: row.id, parentId: row.parentId, dob: row.dob } };
}

/** "First Last", or null when neither is known. */
export function fullName(row: { firstName: string | null; lastName: string | null }): string | null {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return name || null;
}
