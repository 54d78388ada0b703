import { OBJECTION_WINDOW_DAYS, ORGANISATION_DECISION_CODES, TRANSFER_DECISION_CODES } from '@mywru/shared';
import { and, count, eq, gte, inArray, isNull, lte, max, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dbsRecords, transfers } from '../../db/schema';

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

/**
 * How many transfers the union may decide at `now`: the rule `canUnionDecide` of
 * packages/shared/src/transfers/rules.ts as SQL (the player approved, the union has not decided,
 * and the sending organisation approved or objected, or its 7 days after the player's approval
 * have passed). Reads the partial index of transfers awaiting the union.
 */
export async function countTransfersForUnionDecision(db: DbOrTx, now: Date): Promise<number> {
  const windowOpenedBefore = new Date(now.getTime() - OBJECTION_WINDOW_DAYS * 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(transfers)
    .where(
      and(
        eq(transfers.playerDecision, TRANSFER_DECISION_CODES.complete),
        isNull(transfers.unionDecision),
        or(
          inArray(transfers.organisationDecision, [
            ORGANISATION_DECISION_CODES.approved,
            ORGANISATION_DECISION_CODES.objected,
          ]),
          lte(transfers.playerDecidedAt, windowOpenedBefore),
        ),
      ),
    );
  return row?.n ?? 0;
}
