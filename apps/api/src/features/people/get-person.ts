import type { Person } from '@mywru/shared';
import { loadPersonForActor } from '../../domain/access/person-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPerson } from './present';

/** GET /api/person/{id}: my own record or my child's. */
export async function getPerson(context: UseCaseContext, input: { id: number }): Promise<Person> {
  const row = await loadPersonForActor(context.db, context.actor, input.id);
  return presentPerson(context.db, row, context.now);
}
