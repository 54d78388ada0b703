import type { Address, AddressInput } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../domain/audit/audit';
import { loadPersonForActor } from '../../domain/access/person-access';
import { presentAddress } from './present-person';
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
    const row = await insertAddressRow(tx, input.id, input.address);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'person.address-added',
      subjectType: 'address',
      subjectId: row.id,
      personId: input.id,
      requestId: options.requestId,
    });
    return presentAddress(row);
  });
}
