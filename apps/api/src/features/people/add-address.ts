import type { Address, AddressInput } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { loadPersonForActor } from '../../lib/person-access';
import { insertAddressRow } from './queries';

/** POST /person/{id}/address: appends to the address history; the newest is current. */
export async function addAddress(options: {
  db: Db;
  actor: Actor;
  input: { id: number; address: AddressInput };
  requestId: string;
}): Promise<Address> {
  const { db, actor, input } = options;
  await loadPersonForActor(db, actor, input.id);
  return db.transaction(async (tx) => {
    const row = await insertAddressRow(tx, input.id, {
      addressLine1: input.address.addressLine1,
      addressLine2: input.address.addressLine2 ?? null,
      addressLine3: input.address.addressLine3 ?? null,
      city: input.address.city,
      county: input.address.county,
      postCode: input.address.postCode,
      countryId: input.address.countryId,
    });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'person.address-added',
      subjectType: 'address',
      subjectId: row.id,
      personId: input.id,
      requestId: options.requestId,
    });
    return {
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      addressLine3: row.addressLine3,
      city: row.city,
      county: row.county,
      postCode: row.postCode,
      countryId: row.countryId,
    };
  });
}
