import type { Person } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPerson } from './present';
import { listChildRows } from './queries';

/** GET /person/{id}/child: only a parent lists their own children. */
export async function listChildren(context: UseCaseContext, input: { id: number }): Promise<Person[]> {
  if (input.id !== context.actor.personId) throw AppError.forbidden();
  const rows = await listChildRows(context.db, input.id);
  return Promise.all(rows.map((row) => presentPerson(context.db, row, context.now)));
}
