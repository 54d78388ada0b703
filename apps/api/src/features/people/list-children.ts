import type { Person } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import { persons } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonDetails } from './present';
import { selectPersonDetails } from './queries';

/** GET /person/{id}/child: only a parent lists their own children, with their details in one statement. */
export async function listChildren(context: UseCaseContext, input: { id: number }): Promise<Person[]> {
  if (input.id !== context.actor.personId) throw AppError.forbidden();
  const rows = await selectPersonDetails(context.db, eq(persons.parentId, input.id));
  return rows.map((row) => presentPersonDetails(row, context.now));
}
