import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, dbsRecords, persons } from '../../db/schema';

export async function findPersonRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row ?? null;
}

export async function listAddresses(db: DbOrTx, personId: number) {
  return db.select().from(addresses).where(eq(addresses.personId, personId)).orderBy(asc(addresses.id));
}

export async function listDbsExpiries(db: DbOrTx, personId: number): Promise<string[]> {
  const rows = await db.select({ expiry: dbsRecords.expiry }).from(dbsRecords).where(eq(dbsRecords.personId, personId));
  return rows.map((r) => r.expiry);
}
