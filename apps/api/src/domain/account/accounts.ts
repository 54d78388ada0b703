/**
 * Sign-in accounts of the embedded provider: e-mail unique regardless of case, argon2id hash.
 * Creating an account allocates a member id by creating the person record with only the e-mail.
 */
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, persons } from '../../db/schema';
import { recordAudit } from '../audit/audit';

export const SUBJECT_PREFIX = 'mywru|';
export const subjectOf = (personId: number) => `${SUBJECT_PREFIX}${personId}`;

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = lower(${email.trim()})`)
    .limit(1);
  return row ?? null;
}

/** Is the e-mail already used by an account or by a person record (any case)? */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  if (await findAccountByEmail(db, email)) return true;
  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(sql`lower(${persons.email}) = lower(${email.trim()})`)
    .limit(1);
  return Boolean(person);
}

export class EmailTakenError extends Error {}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export function hashPassword(password: string): Promise<string> {
  return hash(password); // argon2id with the library's recommended parameters
}

/** A valid hash to verify against when there is no account, so a miss takes as long as a hit. */
let dummyHash: Promise<string> | null = null;

export async function checkPassword(account: AccountRow | null, password: string): Promise<boolean> {
  if (!account) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(account.passwordHash, password).catch(() => false);
}

export async function createAccount(options: {
  db: Db;
  email: string;
  /** The language of the page the account was created on: kept on the new person's record. */
  language?: string;
  password: string;
  requestId?: string;
}): Promise<{ personId: number }> {
  const email = options.email.trim();
  if (await isEmailTaken(options.db, email)) throw new EmailTakenError();
  const passwordHash = await hashPassword(options.password);
  try {
    return await options.db.transaction(async (tx) => {
      const [person] = await tx.insert(persons).values({ email, language: options.language ?? null }).returning({ id: persons.id });
      if (!person) throw new Error('person insert returned nothing');
      await tx.insert(accounts).values({ personId: person.id, email, passwordHash });
      await recordAudit(tx, {
        actorPersonId: person.id,
        action: 'account.created',
        subjectType: 'account',
        subjectId: person.id,
        personId: person.id,
        requestId: options.requestId ?? null,
      });
      return { personId: person.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new EmailTakenError();
    throw err;
  }
}
