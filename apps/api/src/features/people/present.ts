import { dbsStatus, type Address, type Person, type UnionPerson } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons, type addresses } from '../../db/schema';
import type { PersonRow } from '../../domain/person/queries';
import { listDbsExpiriesOf } from '../../domain/person/records';
import { selectPersonDetails, type PersonDetailsRow, type searchPeopleByNameOrId } from './queries';

/** A person as the wire shows it: addresses oldest first (the last is current), DBS status, parent summary. */
export function presentPersonDetails(details: PersonDetailsRow, now: Date): Person {
  const row = details.person;
  const hasPreferences =
    row.optedInForWrucomms !== null || row.optedInForRegionalComms !== null || row.optedInForThirdPartyComms !== null;
  return {
    wruId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    dob: row.dob,
    sexId: row.sexId,
    nationalityIds: row.nationalityIds,
    internationalPlayingStatusIds: row.internationalPlayingStatusIds,
    parentId: row.parentId,
    addresses: details.addresses,
    marketingPreferences: hasPreferences
      ? {
          optedInForWrucomms: row.optedInForWrucomms ?? false,
          optedInForRegionalComms: row.optedInForRegionalComms ?? false,
          optedInForThirdPartyComms: row.optedInForThirdPartyComms ?? false,
        }
      : null,
    dbsStatus: dbsStatus(
      { hasInvalidDbs: row.hasInvalidDbs, hasActiveApplication: row.hasActiveDbsApplication, expiries: details.dbsExpiries },
      now,
    ),
    parent: details.parent
      ? { firstName: details.parent.firstName, lastName: details.parent.lastName, email: details.parent.email }
      : null,
  };
}

/** A person just written (or read in a transaction) as the wire shows it, read again with its details in one statement. */
export async function presentPerson(db: DbOrTx, row: PersonRow, now: Date): Promise<Person> {
  const [details] = await selectPersonDetails(db, eq(persons.id, row.id));
  if (!details) throw new Error(`person ${row.id} vanished while being presented`);
  return presentPersonDetails(details, now);
}

export function presentAddress(row: typeof addresses.$inferSelect): Address {
  return {
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    city: row.city,
    county: row.county,
    postCode: row.postCode,
    countryId: row.countryId,
  };
}

type FoundPerson = Awaited<ReturnType<typeof searchPeopleByNameOrId>>[number];

/** People found by the union's search, each with their DBS status from their flags and records. */
export async function presentPeopleWithDbsStatus(
  db: DbOrTx,
  people: readonly FoundPerson[],
  now: Date,
): Promise<UnionPerson[]> {
  const expiries = await listDbsExpiriesOf(
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
        expiries: expiries.filter((record) => record.personId === person.id).map((record) => record.expiry),
      },
      now,
    ),
  }));
}
