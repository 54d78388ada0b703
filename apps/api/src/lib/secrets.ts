import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * A secret generated once and kept in the database, so every process (and every restart) shares it.
 * The first writer wins; concurrent starters read the winner's value.
 */
export async function persistentSecret<T>(db: Db, name: string, generate: () => T): Promise<T> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (existing) return existing.value as T;
  await db.insert(appSecrets).values({ name, value: generate() as object }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value as T;
}

export const randomSecret = () => randomBytes(32).toString('base64url');
