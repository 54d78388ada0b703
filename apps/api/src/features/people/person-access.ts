import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { findPersonRow } from './queries';

export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPersonRow>>>;

/**
 * A member reaches their own record and their own children's; anything else is refused with the
 * same 403 whether or not the record exists, so ids cannot be probed.
 */
export async function loadPersonForActor(db: DbOrTx, actor: Actor, personId: number): Promise<PersonRow> {
  const row = await findPersonRow(db, personId);
  if (!row || (row.id !== actor.personId && row.parentId !== actor.personId)) throw AppError.forbidden();
  return row;
}
