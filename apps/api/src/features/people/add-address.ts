import type { Address, AddressInput } from '@mywru/shared';
import { recordAudit } from '../../domain/audit/audit';
import { loadPersonForActor } from '../../domain/access/person-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentAddress } from './present';
import { insertAddressRow } from './queries';

/** POST /person/{id}/address: appends to the address history; the newest is current. */
export async function addAddress(
  context: UseCaseContext,
  input: { id: number; address: AddressInput },
): Promise<Address> {
  const { db, actor } = context;
  await loadPersonForActor(db, actor, input.id);
  return db.transaction(async (tx) => {
    const row = await insertAddressRow(tx, input.id, input.address);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'person.address-added',
      subjectType: 'address',
      subjectId: row.id,
      personId: input.id,
      requestId: context.requestId,
    });
    return presentAddress(row);
  });
}
