import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { persons } from '../../db/schema';
import { findPerson } from '../../domain/person/queries';

export async function isPersonEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(sql`lower(${persons.email}) = lower(${email})`)
    .limit(1);
  return Boolean(row);
}

/**
 * A person for a member id an external issuer vouches for, created on first sign-in with the id
 * and (when not used by someone else) the e-mail.
 */
export async function ensurePerson(db: Db, id: number, email: string | null) {
  const usableEmail = email && !(await isPersonEmailTaken(db, email)) ? email : null;
  await db.insert(persons).values({ id, email: usableEmail }).onConflictDoNothing({ target: persons.id });
  return findPerson(db, id);
}
