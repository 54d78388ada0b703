import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { persons } from '../../db/schema';

export async function findPersonById(db: Db, id: number) {
  const [row] = await db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email })
    .from(persons)
    .where(eq(persons.id, id))
    .limit(1);
  return row ?? null;
}

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
  return findPersonById(db, id);
}

export function displayName(person: { firstName: string | null; lastName: string | null }): string | null {
  const name = [person.firstName, person.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || null;
}
