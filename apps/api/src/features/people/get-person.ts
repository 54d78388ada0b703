import type { Person } from '@mywru/shared';
import { and, eq, or } from 'drizzle-orm';
import { persons } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonDetails } from './present';
import { selectPersonDetails } from './queries';

/**
 * GET /api/person/{id}: my own record or my child's, with its addresses, DBS records and parent, in
 * one statement. The access rule is loadPersonForActor's (domain/access/person-access), asked in
 * the same statement: anything else is the same 403 whether or not the record exists.
 */
export async function getPerson(context: UseCaseContext, input: { id: number }): Promise<Person> {
  const me = context.actor.personId;
  const [row] = await selectPersonDetails(
    context.db,
    and(eq(persons.id, input.id), or(eq(persons.id, me), eq(persons.parentId, me)))!,
  );
  if (!row) throw AppError.forbidden();
  return presentPersonDetails(row, context.now);
}
