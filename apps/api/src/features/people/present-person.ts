import { dbsStatus, type Address, type Person } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { listDbsExpiries } from '../../domain/person/records';
import { listAddresses } from './queries';
import type { PersonRow } from '../../domain/person/queries';
import { findPerson } from '../../domain/person/queries';

/** A person row as the wire shows it: addresses oldest first (the last is current), DBS status, parent summary. */
export async function presentPerson(db: DbOrTx, row: PersonRow, now: Date): Promise<Person> {
  const [addressRows, expiries, parentRow] = await Promise.all([
    listAddresses(db, row.id),
    listDbsExpiries(db, row.id),
    row.parentId ? findPerson(db, row.parentId) : Promise.resolve(null),
  ]);
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
    addresses: addressRows.map(presentAddress),
    marketingPreferences: hasPreferences
      ? {
          optedInForWrucomms: row.optedInForWrucomms ?? false,
          optedInForRegionalComms: row.optedInForRegionalComms ?? false,
          optedInForThirdPartyComms: row.optedInForThirdPartyComms ?? false,
        }
      : null,
    dbsStatus: dbsStatus(
      { hasInvalidDbs: row.hasInvalidDbs, hasActiveApplication: row.hasActiveDbsApplication, expiries },
      now,
    ),
    parent: parentRow ? { firstName: parentRow.firstName, lastName: parentRow.lastName, email: parentRow.email } : null,
  };
}

type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];

export function presentAddress(row: AddressRow): Address {
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
