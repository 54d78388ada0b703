import { dbsStatus, type DbsResponse, type UnionPersonDbs } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PersonRow } from '../../domain/person/queries';
import { listDbsRecords, type DbsPersonRow } from './queries';

/** A person's DBS as the member and an organisation see it: the records given, the flags and the status. */
export function presentDbs(
  person: Pick<PersonRow, 'hasInvalidDbs' | 'hasActiveDbsApplication'>,
  records: DbsResponse['personDBSRecords'],
  now: Date,
): DbsResponse {
  return {
    personDBSRecords: records,
    hasActiveApplication: person.hasActiveDbsApplication,
    hasInvalidDbs: person.hasInvalidDbs,
    dbsStatus: dbsStatus(
      {
        hasInvalidDbs: person.hasInvalidDbs,
        hasActiveApplication: person.hasActiveDbsApplication,
        expiries: records.map((record) => record.expiry),
      },
      now,
    ),
  };
}

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
