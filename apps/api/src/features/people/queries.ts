import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddressInput, EmailChangeMethod } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { accounts, addresses, persons } from '../../db/schema';

export async function listAddresses(db: DbOrTx, personId: number) {
  return db.select().from(addresses).where(eq(addresses.personId, personId)).orderBy(asc(addresses.id));
}

export async function listChildRows(db: DbOrTx, parentId: number) {
  return db.select().from(persons).where(eq(persons.parentId, parentId)).orderBy(asc(persons.id));
}

export type PersonColumns = Partial<typeof persons.$inferInsert>;

export async function updatePersonRow(db: DbOrTx, id: number, values: PersonColumns) {
  const [row] = await db
    .update(persons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(persons.id, id))
    .returning();
  return row ?? null;
}

export async function insertPersonRow(db: DbOrTx, values: typeof persons.$inferInsert) {
  const [row] = await db.insert(persons).values(values).returning();
  if (!row) throw new Error('person insert returned nothing');
  return row;
}

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

/** Appends an address to the person's history; the newest row is the current address. */
export async function insertAddressRow(db: DbOrTx, personId: number, address: AddressInput) {
  const [row] = await db
    .insert(addresses)
    .values({
      personId,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2 ?? null,
      addressLine3: address.addressLine3 ?? null,
      city: address.city,
      county: address.county,
      postCode: address.postCode,
      countryId: address.countryId,
    })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}
