/**
 * Permits as the player's side reads and changes them, for the capabilities that share them (the
 * player's /actions and Your Roles, the union's queue, the club's fixtures): the SQL twins of the
 * rules' "awaiting the player" and "valid to play", and the exactly-once decisions of the player
 * and the union (conditional UPDATEs that also hold only before kick-off).
 */
import { PERMIT_DECISION_CODES } from '@mywru/shared';
import { and, asc, eq, gt, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fixtures, permits, persons } from '../../db/schema';
import { permitsWithDetails, type PermitRow } from './queries';

/** SQL: the permit waits for the player or guardian (the rules' canPlayerDecidePermit, without the kick-off). */
export const awaitingPlayer: SQL = and(
  isNull(permits.playerDecision),
  isNull(permits.cancelledOn),
  sql`${permits.wruOverrideDecision} is distinct from ${PERMIT_DECISION_CODES.rejected}`,
)!;

/**
 * SQL: valid to play (the rules' isPermitValidToPlay): the player approved, not cancelled, and the
 * union's override, else the sending organisation's decision, is an approval.
 */
export const validToPlay: SQL = and(
  eq(permits.playerDecision, PERMIT_DECISION_CODES.approved),
  isNull(permits.cancelledOn),
  sql`coalesce(${permits.wruOverrideDecision}, ${permits.organisationDecision}) = ${PERMIT_DECISION_CODES.approved}`,
)!;

/**
 * SQL: the permit's fixture kicks off after `now` (decisions end at kick-off). The one condition
 * for every decision and cancellation of a permit, the player's, the union's and the clubs'.
 */
export function beforeKickOff(now: Date): SQL {
  return sql`exists (select 1 from ${fixtures} where ${fixtures.id} = ${permits.fixtureId} and ${fixtures.date} > ${now})`;
}

/** The permits of these persons that wait for the player or guardian, kick-off ahead, soonest kick-off first. */
export async function listPermitsAwaitingPlayer(
  db: DbOrTx,
  personIds: readonly number[],
  now: Date,
): Promise<PermitRow[]> {
  if (personIds.length === 0) return [];
  return permitsWithDetails(db)
    .where(and(inArray(permits.personId, [...personIds]), awaitingPlayer, gt(fixtures.date, now)))
    .orderBy(asc(fixtures.date), asc(permits.createdAt), asc(permits.id));
}

/** The person's permits valid to play for fixtures from `since` on, soonest first. */
export async function listValidPermitsOfPerson(db: DbOrTx, personId: number, since: Date): Promise<PermitRow[]> {
  return permitsWithDetails(db)
    .where(and(eq(permits.personId, personId), validToPlay, gte(fixtures.date, since)))
    .orderBy(asc(fixtures.date), asc(permits.id));
}

/** The union's queue: the player approved, the union has not decided, not cancelled, kick-off ahead; soonest kick-off first. */
export async function listPermitsAwaitingUnion(db: DbOrTx, now: Date, limit: number): Promise<PermitRow[]> {
  return permitsWithDetails(db)
    .where(
      and(
        eq(permits.playerDecision, PERMIT_DECISION_CODES.approved),
        isNull(permits.wruOverrideDecision),
        isNull(permits.cancelledOn),
        gt(fixtures.date, now),
      ),
    )
    .orderBy(asc(fixtures.date), asc(permits.playerDecidedAt), asc(permits.id))
    .limit(limit);
}

/** How many permits wait for the union (the back office's count). */
export async function countPermitsAwaitingUnion(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(permits)
    .innerJoin(fixtures, eq(fixtures.id, permits.fixtureId))
    .where(
      and(
        eq(permits.playerDecision, PERMIT_DECISION_CODES.approved),
        isNull(permits.wruOverrideDecision),
        isNull(permits.cancelledOn),
        gt(fixtures.date, now),
      ),
    );
  return row?.count ?? 0;
}

/** The players on a permit valid to play for these fixtures' receiving sides, by fixture. */
export async function listPermitPlayersOfFixtures(
  db: DbOrTx,
  fixtureIds: readonly number[],
  toOrganisationId: number,
): Promise<Map<number, { firstName: string | null; lastName: string | null }[]>> {
  const byFixture = new Map<number, { firstName: string | null; lastName: string | null }[]>();
  if (fixtureIds.length === 0) return byFixture;
  const rows = await permitsWithDetails(db)
    .where(and(inArray(permits.fixtureId, [...fixtureIds]), eq(permits.toOrganisationId, toOrganisationId), validToPlay))
    .orderBy(asc(sql`lower(coalesce(${persons.lastName}, ''))`), asc(permits.id));
  for (const row of rows) {
    byFixture.set(row.fixtureId, [
      ...(byFixture.get(row.fixtureId) ?? []),
      { firstName: row.firstName, lastName: row.lastName },
    ]);
  }
  return byFixture;
}

/** The player or guardian approves: once, while it waits for them, before kick-off. */
export async function approveIfAwaitingPlayer(
  db: DbOrTx,
  change: { id: number; by: number; now: Date; consents: Record<string, boolean> },
): Promise<boolean> {
  const rows = await db
    .update(permits)
    .set({
      playerDecision: PERMIT_DECISION_CODES.approved,
      playerDecidedAt: change.now,
      playerDecidedBy: change.by,
      consents: change.consents,
    })
    .where(and(eq(permits.id, change.id), awaitingPlayer, beforeKickOff(change.now)))
    .returning({ id: permits.id });
  return rows.length > 0;
}

/** The player or guardian declines, which cancels the permit: once, while it waits for them, before kick-off. */
export async function declineIfAwaitingPlayer(db: DbOrTx, change: { id: number; by: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(permits)
    .set({
      playerDecision: PERMIT_DECISION_CODES.rejected,
      playerDecidedAt: change.now,
      playerDecidedBy: change.by,
      cancelledOn: change.now,
      cancelledBy: change.by,
    })
    .where(and(eq(permits.id, change.id), awaitingPlayer, beforeKickOff(change.now)))
    .returning({ id: permits.id });
  return rows.length > 0;
}

/**
 * The union overrides: once, after the player approved, not cancelled, before kick-off. An approval
 * that would make a second live permit for the player and fixture fails on the unique index.
 */
export async function decideAsUnionIfReady(
  db: DbOrTx,
  change: { id: number; by: number; now: Date; decision: 1 | 2; reason: string | null },
): Promise<boolean> {
  const rows = await db
    .update(permits)
    .set({
      wruOverrideDecision: change.decision,
      wruDecidedAt: change.now,
      wruDecidedBy: change.by,
      wruReason: change.reason,
    })
    .where(
      and(
        eq(permits.id, change.id),
        isNull(permits.wruOverrideDecision),
        eq(permits.playerDecision, PERMIT_DECISION_CODES.approved),
        isNull(permits.cancelledOn),
        beforeKickOff(change.now),
      ),
    )
    .returning({ id: permits.id });
  return rows.length > 0;
}
