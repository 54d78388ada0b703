/**
 * The SQL of the organisations' side of permits: the people Select Player finds, the receiving
 * organisation's fixtures Select Fixture offers, the fixture lock of the limit, the insert, the two
 * lists of Manage Permits, and the guarded updates that make each decision happen exactly once.
 */
import { PERMIT_SENIOR_TEMPLATE_IDS, PERMIT_YOUTH_TEMPLATE_IDS } from '@mywru/shared';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { competitions, fixtures, permits, personOrganisationRoles, persons, roles } from '../../db/schema';
import { awayParent, awayTemplate, fixturesWithDetails, homeParent, homeTemplate } from '../../domain/fixture/queries';
import { fromChild, livePermit, permitsWithDetails, toChild, type PermitRow } from '../../domain/permit/queries';
import { beforeKickOff } from '../../domain/permit/player-queries';
import { activeOn, ROLE_PARENT_IDS } from '../../domain/role/queries';
import type { PermitFixtureWindows } from './eligibility';

// ---------------------------------------------------------------------------------------------
// Select Player
// ---------------------------------------------------------------------------------------------

/** SQL: the person holds a role (any, at any time) at the organisation. */
function holdsAnyRoleAt(db: DbOrTx, organisationId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(personOrganisationRoles)
      .where(
        and(
          eq(personOrganisationRoles.personId, persons.id),
          eq(personOrganisationRoles.organisationId, organisationId),
        ),
      ),
  );
}

const candidateColumns = {
  id: persons.id,
  firstName: persons.firstName,
  lastName: persons.lastName,
  dob: persons.dob,
  sexId: persons.sexId,
};

/** Each person's first playing role active on the day at the organisation, by person. */
async function activePlayingRoleIds(db: DbOrTx, personIds: readonly number[], organisationId: number, today: string) {
  if (personIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      personId: personOrganisationRoles.personId,
      roleId: sql<number>`min(${personOrganisationRoles.id})::int`,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .where(
      and(
        inArray(personOrganisationRoles.personId, [...personIds]),
        eq(personOrganisationRoles.organisationId, organisationId),
        eq(roles.roleParentId, ROLE_PARENT_IDS.playing),
        activeOn(today),
      ),
    )
    .groupBy(personOrganisationRoles.personId);
  return new Map(rows.map((row) => [row.personId, row.roleId]));
}

export interface PermitCandidate {
  id: number;
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
  sexId: number | null;
  /** A playing role active on the day at the organisation, or null when none. */
  activePlayingRoleId: number | null;
}

async function withActivePlayingRole(
  db: DbOrTx,
  people: Omit<PermitCandidate, 'activePlayingRoleId'>[],
  organisationId: number,
  today: string,
): Promise<PermitCandidate[]> {
  const roleIds = await activePlayingRoleIds(
    db,
    people.map((person) => person.id),
    organisationId,
    today,
  );
  return people.map((person) => ({ ...person, activePlayingRoleId: roleIds.get(person.id) ?? null }));
}

/**
 * The people with this date of birth and last name (exact, case-insensitive) who hold any role at
 * the organisation, each with a playing role active there on the day (null when none).
 */
export async function listPermitCandidates(
  db: DbOrTx,
  options: { dob: string; lastName: string; organisationId: number; today: string },
): Promise<PermitCandidate[]> {
  const people = await db
    .select(candidateColumns)
    .from(persons)
    .where(
      and(
        eq(persons.dob, options.dob),
        sql`lower(trim(${persons.lastName})) = lower(trim(${options.lastName}))`,
        holdsAnyRoleAt(db, options.organisationId),
      ),
    )
    .orderBy(asc(persons.firstName), asc(persons.id))
    .limit(20);
  return withActivePlayingRole(db, people, options.organisationId, options.today);
}

/** One person (by WRU ID) as a candidate at the organisation, or null when they hold no role there. */
export async function findPermitCandidate(
  db: DbOrTx,
  options: { personId: number; organisationId: number; today: string },
): Promise<PermitCandidate | null> {
  const people = await db
    .select(candidateColumns)
    .from(persons)
    .where(and(eq(persons.id, options.personId), holdsAnyRoleAt(db, options.organisationId)))
    .limit(1);
  const [candidate] = await withActivePlayingRole(db, people, options.organisationId, options.today);
  return candidate ?? null;
}

// ---------------------------------------------------------------------------------------------
// Select Fixture
// ---------------------------------------------------------------------------------------------

/**
 * One page of the organisation's fixtures (as home or away side; only the given teams' sides when
 * the caller is limited to their own) the player may play on a permit, filtered in the database by
 * the shared rule's windows (permitFixtureWindows): the home or away template is a youth one and the
 * kick-off in the player's youth seasons, or a senior one and the kick-off from their first senior
 * season; the competition is of no sex or not one the player is excluded from. Upcoming by kick-off
 * ascending, previous descending; `limit` rows from `offset` (ask one more than a page to tell if
 * more follow).
 */
export async function listPermitFixturesPage(
  db: DbOrTx,
  options: {
    organisationId: number;
    teamParentIds: readonly number[] | null;
    windows: PermitFixtureWindows;
    when: 'upcoming' | 'previous';
    now: Date;
    offset: number;
    limit: number;
  },
) {
  const { windows } = options;
  const side = (parent: typeof homeParent | typeof awayParent): SQL =>
    and(
      eq(parent.organisationId, options.organisationId),
      options.teamParentIds === null ? undefined : inArray(parent.id, [...options.teamParentIds, -1]),
    )!;
  const eitherTemplateIn = (templateIds: readonly number[]): SQL =>
    or(inArray(homeTemplate.id, [...templateIds]), inArray(awayTemplate.id, [...templateIds]))!;
  const where: SQL[] = [
    or(side(homeParent), side(awayParent))!,
    or(
      and(
        eitherTemplateIn(PERMIT_YOUTH_TEMPLATE_IDS),
        gte(fixtures.date, windows.youth.from),
        lt(fixtures.date, windows.youth.toExclusive),
      ),
      and(eitherTemplateIn(PERMIT_SENIOR_TEMPLATE_IDS), gte(fixtures.date, windows.senior.from)),
    )!,
    options.when === 'upcoming' ? gt(fixtures.date, options.now) : lte(fixtures.date, options.now),
  ];
  if (windows.excludedSexIds.length > 0) {
    where.push(or(isNull(competitions.sexId), notInArray(competitions.sexId, windows.excludedSexIds))!);
  }
  const query = fixturesWithDetails(db).where(and(...where));
  return (
    options.when === 'upcoming'
      ? query.orderBy(asc(fixtures.date), asc(fixtures.id))
      : query.orderBy(desc(fixtures.date), desc(fixtures.id))
  )
    .offset(options.offset)
    .limit(options.limit);
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

/** Locks the fixture row for the rest of the transaction: the limit's count and insert run one at a time per fixture. */
export async function lockFixture(db: DbOrTx, fixtureId: number): Promise<boolean> {
  const [row] = await db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.id, fixtureId)).for('update');
  return Boolean(row);
}

/** The person's live permit for the fixture, or null. */
export async function findLivePermitId(db: DbOrTx, personId: number, fixtureId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: permits.id })
    .from(permits)
    .where(and(eq(permits.personId, personId), eq(permits.fixtureId, fixtureId), livePermit))
    .limit(1);
  return row?.id ?? null;
}

export async function insertPermit(db: DbOrTx, values: typeof permits.$inferInsert): Promise<number> {
  const [row] = await db.insert(permits).values(values).returning({ id: permits.id });
  if (!row) throw new Error('the permit insert returned no row');
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Manage Permits
// ---------------------------------------------------------------------------------------------

/**
 * The organisation's incoming (it receives the player) or outgoing (it sends the player) permits,
 * latest fixture first; only those of the given teams when the caller is limited to their own.
 */
export async function listOrganisationPermits(
  db: DbOrTx,
  options: {
    organisationId: number;
    direction: 'incoming' | 'outgoing';
    teamParentIds: readonly number[] | null;
    offset: number;
    limit: number;
  },
): Promise<PermitRow[]> {
  const incoming = options.direction === 'incoming';
  const ownTeams =
    options.teamParentIds === null
      ? undefined
      : inArray(incoming ? toChild.teamParentId : fromChild.teamParentId, [...options.teamParentIds, -1]);
  return permitsWithDetails(db)
    .where(
      and(
        incoming
          ? eq(permits.toOrganisationId, options.organisationId)
          : eq(permits.fromOrganisationId, options.organisationId),
        ownTeams,
      ),
    )
    .orderBy(desc(fixtures.date), desc(permits.id))
    .offset(options.offset)
    .limit(options.limit);
}

/**
 * The sending organisation's decision, only while it is unset, the union has not overridden, the
 * permit is not cancelled and the kick-off is ahead: of two at once one wins (true), the other finds
 * nothing to update (false).
 */
export async function decideAsOrganisationIfOpen(
  db: DbOrTx,
  values: { id: number; decision: 1 | 2; by: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(permits)
    .set({ organisationDecision: values.decision, organisationDecidedAt: values.now, organisationDecidedBy: values.by })
    .where(
      and(
        eq(permits.id, values.id),
        isNull(permits.organisationDecision),
        isNull(permits.wruOverrideDecision),
        isNull(permits.cancelledOn),
        beforeKickOff(values.now),
      ),
    )
    .returning({ id: permits.id });
  return rows.length === 1;
}

/** The receiving organisation's cancellation, only while not cancelled and before kick-off: exactly once. */
export async function cancelIfOpen(db: DbOrTx, values: { id: number; by: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(permits)
    .set({ cancelledOn: values.now, cancelledBy: values.by })
    .where(and(eq(permits.id, values.id), isNull(permits.cancelledOn), beforeKickOff(values.now)))
    .returning({ id: permits.id });
  return rows.length === 1;
}
