/**
 * A person's sign-in account as the portal's own identity provider and the e-mail change
 * capability both read it: the account of a person, whether an e-mail is taken, how a person's
 * e-mail changes, and ending the live e-mail change links of an account.
 */
import type { EmailChangeMethod } from '@mywru/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, emailChanges, persons } from '../../db/schema';

/** The sign-in account of a person, if they sign in with the portal's own identity provider. */
export async function findAccountOfPerson(db: DbOrTx, personId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.personId, personId)).limit(1);
  return row ?? null;
}

/**
 * How a person's e-mail changes (see EmailChangeMethod): with an external issuer an adult's e-mail
 * is their sign-in there; with the embedded one, a person with an account confirms by link; anyone
 * else's e-mail is a contact address only.
 */
export async function emailChangeMethod(
  db: DbOrTx,
  person: { id: number; parentId: number | null },
  issuer: 'embedded' | 'external',
): Promise<EmailChangeMethod> {
  if (issuer === 'external') return person.parentId === null ? 'issuer' : 'direct';
  return (await findAccountOfPerson(db, person.id)) ? 'confirm' : 'direct';
}

/** Another person or account already uses this e-mail (case-insensitive). */
export async function emailTakenByOther(db: DbOrTx, email: string, personId: number | null): Promise<boolean> {
  const lowered = email.toLowerCase();
  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(
      and(sql`lower(${persons.email}) = ${lowered}`, personId === null ? sql`true` : sql`${persons.id} <> ${personId}`),
    )
    .limit(1);
  if (person) return true;
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.email}) = ${lowered}`,
        personId === null ? sql`true` : sql`${accounts.personId} <> ${personId}`,
      ),
    )
    .limit(1);
  return Boolean(account);
}

/** Supersedes the live links of an account (a newer request, a password reset, a confirmation). */
export async function supersedeEmailChanges(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ supersededAt: now })
    .where(and(eq(emailChanges.accountId, accountId), isNull(emailChanges.usedAt), isNull(emailChanges.supersededAt)));
}
