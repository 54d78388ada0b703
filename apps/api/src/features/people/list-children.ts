import type { Person } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { presentPerson } from './present-person';
import { listChildRows } from './queries';

/** GET /person/{id}/child: only a parent lists their own children. */
export async function listChildren(options: { db: DbOrTx; actor: Actor; input: { id: number }; now: Date }): Promise<Person[]> {
  if (options.input.id !== options.actor.personId) throw AppError.forbidden();
  const rows = await listChildRows(options.db, options.input.id);
  return Promise.all(rows.map((row) => presentPerson(options.db, row, options.now)));
}
