import { dbsStatus, type UnionPersonDbs } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { listDbsRecords, type DbsPersonRow } from './queries';

/** One person's DBS: the status, the flags and every record (newest expiry first). */
export async function presentPersonDbs(db: DbOrTx, person: DbsPersonRow, now: Date): Promise<UnionPersonDbs> {
  const records = await listDbsRecords(db, [person.id]);
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    dob: person.dob,
    dbsStatus: dbsStatus(
      {
        hasInvalidDbs: person.hasInvalidDbs,
        hasActiveApplication: person.hasActiveDbsApplication,
        expiries: records.map((r) => r.expiry),
      },
      now,
    ),
    hasInvalidDbs: person.hasInvalidDbs,
    hasActiveApplication: person.hasActiveDbsApplication,
    records: records.map((record) => ({
      id: record.id,
      certificateNumber: record.certificateNumber,
      issued: record.issued,
      expiry: record.expiry,
      createdOn: record.createdAt.toISOString(),
    })),
  };
}
