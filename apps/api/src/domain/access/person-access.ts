import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';

export type PersonRow = typeof persons.$inferSelect;

/**
 * A member reaches their own record and their own children's; anything else is refused with the
 * same 403 whether or not the record exists, so ids cannot be probed. Shared by the features that
 * act for "me or my child" (people, registrations, participation).
 */
export async function loadPersonForActor(db: DbOrTx, actor: Actor, personId: number): Promise<PersonRow> {
  const [row] = await db.select().from(persons).where(eq(persons.id, personId)).limit(1);
  if (!row || (row.id !== actor.personId && row.parentId !== actor.personId)) throw AppError.forbidden();
  return row;
}

/** Whether the actor may act for this person: themselves or their own child. */
export function canActFor(actor: Actor, person: { id: number; parentId: number | null }): boolean {
  return person.id === actor.personId || person.parentId === actor.personId;
}

/** A person row by member id, or null; for use cases that decide access another way. */
export async function findPersonRow(db: DbOrTx, personId: number): Promise<PersonRow | null> {
  const [row] = await db.select().from(persons).where(eq(persons.id, personId)).limit(1);
  return row ?? null;
}
