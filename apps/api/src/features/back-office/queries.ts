import { and, count, gte, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dbsRecords } from '../../db/schema';

/** How many people's latest DBS check expires between these days (inclusive): the expiring list's rule. */
export async function countLatestExpiriesBetween(db: DbOrTx, from: string, to: string): Promise<number> {
  const latest = max(dbsRecords.expiry);
  const people = db
    .select({ personId: dbsRecords.personId })
    .from(dbsRecords)
    .groupBy(dbsRecords.personId)
    .having(and(gte(latest, from), lte(latest, to)))
    .as('expiring');
  const [row] = await db.select({ n: count() }).from(people);
  return row?.n ?? 0;
}
