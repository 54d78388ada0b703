import type { Person } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadPersonForActor } from '../../domain/access/person-access';
import { presentPerson } from './present-person';

/** GET /api/person/{id}: my own record or my child's. */
export async function getPerson(options: { db: DbOrTx; actor: Actor; input: { id: number }; now: Date }): Promise<Person> {
  const row = await loadPersonForActor(options.db, options.actor, options.input.id);
  return presentPerson(options.db, row, options.now);
}
