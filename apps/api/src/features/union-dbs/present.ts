import { dbsStatus, type UnionPerson, type UnionPersonDbs } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { listDbsRecords, type DbsPersonRow } from './queries';

/** People with their DBS status computed from their flags and records. */
export async function presentPeople(db: DbOrTx, people: readonly DbsPersonRow[], now: Date): Promise<UnionPerson[]> {
  const records = await listDbsRecords(db, people.map((person) => person.id));
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

/** One person's DBS: the status, the flags and every record (newest expiry first). */
export async function presentPersonDbs(db: DbOrTx, person: DbsPersonRow, now: Date): Promise<UnionPersonDbs> {
  const records = await listDbsRecords(db, [person.id]);
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    dob: person.dob,
    dbsStatus: dbsStatus(
      { hasInvalidDbs: person.hasInvalidDbs, hasActiveApplication: person.hasActiveDbsApplication, expiries: records.map((r) => r.expiry) },
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
