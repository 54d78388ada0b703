import type { Person } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonDetails } from './present';
import { readPersonDetails } from './queries';

/**
 * GET /api/person/{id}: my own record or my child's, with its addresses, DBS records and parent, in
 * one prepared statement. The access rule is loadPersonForActor's (domain/access/person-access),
 * asked in the same statement: anything else is the same 403 whether or not the record exists.
 */
export async function getPerson(context: UseCaseContext, input: { id: number }): Promise<Person> {
  const row = await readPersonDetails(context.db, { id: input.id, readerId: context.actor.personId });
  if (!row) throw AppError.forbidden();
  return presentPersonDetails(row, context.now);
}
