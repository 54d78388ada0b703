import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findPerson, type PersonRow } from '../person/queries';

/**
 * A member reaches their own record and their own children's; anything else is refused with the
 * same 403 whether or not the record exists, so ids cannot be probed. Shared by the features that
 * act for "me or my child" (people, registrations, participation).
 */
export async function loadPersonForActor(db: DbOrTx, actor: Actor, personId: number): Promise<PersonRow> {
  const row = await findPerson(db, personId);
  if (!row || (row.id !== actor.personId && row.parentId !== actor.personId)) throw AppError.forbidden();
  return row;
}

/** Whether the actor may act for this person: themselves or their own child. */
export function canActFor(actor: Actor, person: { id: number; parentId: number | null }): boolean {
  return person.id === actor.personId || person.parentId === actor.personId;
}
