import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons } from '../../db/schema';

/** The person and their children: the people whose actions they see. */
export async function listFamily(db: DbOrTx, personId: number) {
  return db
    .select({
      id: persons.id,
      parentId: persons.parentId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      hasActiveDbsApplication: persons.hasActiveDbsApplication,
    })
    .from(persons)
    .where(or(eq(persons.id, personId), eq(persons.parentId, personId)))
    .orderBy(asc(persons.id));
}
