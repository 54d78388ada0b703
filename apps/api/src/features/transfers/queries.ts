/** The SQL of transfers: the player search, the from- and to-teams, the season count, the decisions. */
import { ORGANISATION_DECISION_CODES, TRANSFER_DECISION_CODES, transferRoleDays, unionDay } from '@mywru/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ROLE_IDS } from '../../db/lookups';
import {
  gameFormats,
  organisations,
  personOrganisationRoles,
  persons,
  playerApplications,
  roles,
  teamChildren,
  teamParents,
  teamTemplates,
  transfers,
} from '../../db/schema';
import { transfersWithDetails, type TransferRow } from '../../domain/transfer/queries';
import { activeOn, ROLE_PARENT_IDS } from '../../domain/role/queries';

/** SQL: open (the union has not decided and the player has not cancelled), as the partial unique index. */
const openTransfer = and(
  isNull(transfers.unionDecision),
  sql`${transfers.playerDecision} is distinct from ${TRANSFER_DECISION_CODES.rejected}`,
)!;

// ---------------------------------------------------------------------------------------------
// The person and their playing roles
// ---------------------------------------------------------------------------------------------

/** The person with this member id whose last name is this one (exact, case-insensitive, trimmed), or null. */
export async function findPersonByIdAndLastName(db: DbOrTx, id: number, lastName: string) {
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.id, id), sql`lower(trim(${persons.lastName})) = lower(trim(${lastName}))`))
    .limit(1);
  return row ?? null;
}

/** The person's playing roles active on the day, each with its team variation, team, template, format and organisation. */
export async function listActivePlayingRoles(db: DbOrTx, personId: number, today: string) {
  return db
    .select({
      roleId: personOrganisationRoles.id,
      roleName: roles.value,
      roleNameCy: roles.valueCy,
      activeFrom: personOrganisationRoles.activeFrom,
      activeTo: personOrganisationRoles.activeTo,
      organisationId: organisations.id,
      organisationName: organisations.name,
      teamChildId: teamChildren.id,
      teamChildValue: teamChildren.value,
      teamParentId: teamParents.id,
      teamTemplateName: teamTemplates.name,
      teamTemplateNameCy: teamTemplates.nameCy,
      gameFormatId: gameFormats.id,
      gameFormatName: gameFormats.name,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .innerJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .where(
      and(
        eq(personOrganisationRoles.personId, personId),
        eq(roles.roleParentId, ROLE_PARENT_IDS.playing),
        activeOn(today),
      ),
    )
    .orderBy(asc(organisations.name), asc(teamChildren.id), asc(personOrganisationRoles.id));
}
export type ActivePlayingRole = Awaited<ReturnType<typeof listActivePlayingRoles>>[number];

/** Whether the person has a player application not yet decided (approved or rejected). */
export async function hasPendingPlayerApplication(db: DbOrTx, personId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: playerApplications.id })
    .from(playerApplications)
    .where(
      and(eq(playerApplications.personId, personId), notInArray(playerApplications.status, ['approved', 'rejected'])),
    )
    .limit(1);
  return Boolean(row);
}

/** The person's open transfer (not decided by the union, not cancelled), or null. */
export async function findOpenTransferId(db: DbOrTx, personId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.personId, personId), openTransfer))
    .limit(1);
  return row?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// The to-teams
// ---------------------------------------------------------------------------------------------

/**
 * The organisation's team parents a transfer may go to: taking registrations in an active
 * organisation, of the game format and the age grades given, and mixed or of the person's sex; only
 * the given teams when the caller is limited to their own.
 */
export async function listEligibleTeamParents(
  db: DbOrTx,
  options: {
    organisationId: number;
    gameFormatId: number;
    ageGrades: readonly string[];
    sexId: number;
    teamParentIds: readonly number[] | null;
  },
) {
  if (options.ageGrades.length === 0) return [];
  if (options.teamParentIds !== null && options.teamParentIds.length === 0) return [];
  const conditions: SQL[] = [
    eq(teamParents.organisationId, options.organisationId),
    eq(organisations.isActive, true),
    eq(teamParents.enableRegistrations, true),
    eq(teamTemplates.gameFormatId, options.gameFormatId),
    inArray(teamTemplates.ageGrade, [...options.ageGrades]),
    or(isNull(teamTemplates.sexId), eq(teamTemplates.sexId, options.sexId))!,
  ];
  if (options.teamParentIds !== null) conditions.push(inArray(teamParents.id, [...options.teamParentIds]));
  return db
    .select({
      teamParentId: teamParents.id,
      team: teamParents.name,
      templateName: teamTemplates.name,
      templateNameCy: teamTemplates.nameCy,
      ageGrade: teamTemplates.ageGrade,
      gameFormatId: gameFormats.id,
      gameFormatName: gameFormats.name,
    })
    .from(teamParents)
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(and(...conditions))
    .orderBy(asc(teamParents.name), asc(teamParents.id));
}

/** The variations of these teams, each with its squad size (playing roles active on the day). */
export async function listTeamChildrenWithSquads(db: DbOrTx, teamParentIds: readonly number[], today: string) {
  if (teamParentIds.length === 0) return [];
  const squad = db
    .select({ teamChildId: personOrganisationRoles.teamChildId, players: count().as('players') })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .where(and(eq(roles.roleParentId, ROLE_PARENT_IDS.playing), activeOn(today)))
    .groupBy(personOrganisationRoles.teamChildId)
    .as('squad');
  return db
    .select({
      id: teamChildren.id,
      value: teamChildren.value,
      teamParentId: teamChildren.teamParentId,
      playerCount: sql<number>`coalesce(${squad.players}, 0)::int`,
    })
    .from(teamChildren)
    .leftJoin(squad, eq(squad.teamChildId, teamChildren.id))
    .where(inArray(teamChildren.teamParentId, [...teamParentIds]))
    .orderBy(asc(teamChildren.id));
}

/** A team variation with its team, template and organisation, or null. */
export async function findTeamChild(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: teamChildren.id,
      value: teamChildren.value,
      teamParentId: teamParents.id,
      teamName: teamParents.name,
      enableRegistrations: teamParents.enableRegistrations,
      organisationId: organisations.id,
      organisationIsActive: organisations.isActive,
      ageGrade: teamTemplates.ageGrade,
      sexId: teamTemplates.sexId,
      gameFormatId: teamTemplates.gameFormatId,
    })
    .from(teamChildren)
    .innerJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .where(eq(teamChildren.id, id))
    .limit(1);
  return row ?? null;
}
export type TeamChildRow = NonNullable<Awaited<ReturnType<typeof findTeamChild>>>;

/** Locks a team variation, so that two transfers into it count the season one after the other. */
export async function lockTeamChild(db: DbOrTx, id: number): Promise<void> {
  await db.select({ id: teamChildren.id }).from(teamChildren).where(eq(teamChildren.id, id)).for('update');
}

// ---------------------------------------------------------------------------------------------
// The season count
// ---------------------------------------------------------------------------------------------

/** SQL: the transfer counts against the season limit (the rules' `countsAgainstSeasonLimit`). */
const countsAgainstLimit = and(
  sql`${transfers.playerDecision} is distinct from ${TRANSFER_DECISION_CODES.rejected}`,
  sql`${transfers.unionDecision} is distinct from ${TRANSFER_DECISION_CODES.rejected}`,
)!;

/** Transfers into the team child in the season that are not rejected or cancelled. */
export async function countSeasonTransfers(db: DbOrTx, teamChildId: number, season: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transfers)
    .where(and(eq(transfers.toTeamChildId, teamChildId), eq(transfers.season, season), countsAgainstLimit));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Creating and deciding
// ---------------------------------------------------------------------------------------------

export async function insertTransfer(db: DbOrTx, values: typeof transfers.$inferInsert): Promise<number> {
  const [row] = await db.insert(transfers).values(values).returning({ id: transfers.id });
  if (!row) throw new Error('transfer insert');
  return row.id;
}

/** The player or guardian approves: only while nobody has answered for the player and the union has not decided. */
export async function approveIfAwaitingPlayer(
  db: DbOrTx,
  change: { id: number; by: number; now: Date; consents: Record<string, boolean> },
): Promise<boolean> {
  const rows = await db
    .update(transfers)
    .set({
      playerDecision: TRANSFER_DECISION_CODES.complete,
      playerDecidedAt: change.now,
      playerDecidedBy: change.by,
      consents: change.consents,
    })
    .where(and(eq(transfers.id, change.id), isNull(transfers.playerDecision), isNull(transfers.unionDecision)))
    .returning({ id: transfers.id });
  return rows.length > 0;
}

/** The player or guardian cancels: at any time before the union's decision, once. */
export async function cancelIfOpen(db: DbOrTx, change: { id: number; by: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(transfers)
    .set({
      playerDecision: TRANSFER_DECISION_CODES.rejected,
      playerDecidedAt: change.now,
      playerDecidedBy: change.by,
    })
    .where(and(eq(transfers.id, change.id), openTransfer))
    .returning({ id: transfers.id });
  return rows.length > 0;
}

/**
 * The sending organisation approves or objects: once, while the transfer is open, and before the
 * player approved or within the 7 days after (`windowOpensAfter` is now less 7 days).
 */
export async function decideAsOrganisationIfOpen(
  db: DbOrTx,
  change: { id: number; by: number; now: Date; objectionReason: string | null; windowOpensAfter: Date },
): Promise<boolean> {
  const rows = await db
    .update(transfers)
    .set({
      organisationDecision:
        change.objectionReason === null ? ORGANISATION_DECISION_CODES.approved : ORGANISATION_DECISION_CODES.objected,
      organisationDecidedAt: change.now,
      organisationDecidedBy: change.by,
      organisationObjectionReason: change.objectionReason,
    })
    .where(
      and(
        eq(transfers.id, change.id),
        isNull(transfers.organisationDecision),
        openTransfer,
        or(
          isNull(transfers.playerDecision),
          ne(transfers.playerDecision, TRANSFER_DECISION_CODES.complete),
          gt(transfers.playerDecidedAt, change.windowOpensAfter),
        ),
      ),
    )
    .returning({ id: transfers.id });
  return rows.length > 0;
}

/**
 * The union decides: once, when the player has approved and the sending organisation has answered
 * or its 7 days have passed (`windowClosedBy` is now less 7 days).
 */
export async function decideAsUnionIfReady(
  db: DbOrTx,
  change: { id: number; by: number; now: Date; approve: boolean; reason: string | null; windowClosedBy: Date },
): Promise<boolean> {
  const rows = await db
    .update(transfers)
    .set({
      unionDecision: change.approve ? TRANSFER_DECISION_CODES.complete : TRANSFER_DECISION_CODES.rejected,
      unionDecidedAt: change.now,
      unionDecidedBy: change.by,
      unionReason: change.reason,
    })
    .where(
      and(
        eq(transfers.id, change.id),
        isNull(transfers.unionDecision),
        eq(transfers.playerDecision, TRANSFER_DECISION_CODES.complete),
        or(sql`${transfers.organisationDecision} is not null`, lte(transfers.playerDecidedAt, change.windowClosedBy)),
      ),
    )
    .returning({ id: transfers.id });
  return rows.length > 0;
}

/**
 * Ends the transfer's playing role as the union's approval on `approvedOn` says
 * (`transferRoleDays`: its last day is the day before, so the player never holds both roles on one
 * day), marked as ended by a transfer; only while it is still on the from-team and not ended before
 * the day of approval. Locks the role, so a concurrent change waits. False when it changed meanwhile.
 */
export async function endRoleIfUnchanged(
  db: DbOrTx,
  role: { id: number; personId: number; teamChildId: number; approvedOn: Date },
): Promise<boolean> {
  const today = unionDay(role.approvedOn);
  const unchanged = and(
    eq(personOrganisationRoles.id, role.id),
    eq(personOrganisationRoles.personId, role.personId),
    eq(personOrganisationRoles.teamChildId, role.teamChildId),
    or(isNull(personOrganisationRoles.activeTo), gte(personOrganisationRoles.activeTo, today)),
  );
  const [current] = await db
    .select({ activeFrom: personOrganisationRoles.activeFrom })
    .from(personOrganisationRoles)
    .where(unchanged)
    .for('update');
  if (!current) return false;
  const { oldRoleEndsOn } = transferRoleDays(current, role.approvedOn);
  const rows = await db
    .update(personOrganisationRoles)
    .set({ activeTo: oldRoleEndsOn, transferred: true })
    .where(unchanged)
    .returning({ id: personOrganisationRoles.id });
  return rows.length > 0;
}

/** Starts the player's role on the to-team from the day; answers its id. */
export async function insertPlayingRole(
  db: DbOrTx,
  role: { personId: number; organisationId: number; teamChildId: number; today: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(personOrganisationRoles)
    .values({
      personId: role.personId,
      organisationId: role.organisationId,
      roleId: ROLE_IDS.player,
      teamChildId: role.teamChildId,
      activeFrom: role.today,
      createdAt: role.now,
    })
    .returning({ id: personOrganisationRoles.id });
  if (!row) throw new Error('role insert');
  return row.id;
}

export async function setNewRole(db: DbOrTx, transferId: number, roleId: number): Promise<void> {
  await db.update(transfers).set({ newRoleId: roleId }).where(eq(transfers.id, transferId));
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

/** An organisation's incoming or outgoing transfers (only those of the given teams, when limited), newest first. */
export async function listOrganisationTransfers(
  db: DbOrTx,
  options: {
    organisationId: number;
    direction: 'incoming' | 'outgoing';
    teamParentIds: readonly number[] | null;
    offset: number;
    limit: number;
  },
): Promise<TransferRow[]> {
  if (options.teamParentIds !== null && options.teamParentIds.length === 0) return [];
  const incoming = options.direction === 'incoming';
  const conditions: SQL[] = [
    eq(incoming ? transfers.toOrganisationId : transfers.fromOrganisationId, options.organisationId),
  ];
  if (options.teamParentIds !== null) {
    // The team of the transfer's side of the organisation: the to-team's when incoming, the from-team's when outgoing.
    const column = incoming ? transfers.toTeamChildId : transfers.fromTeamChildId;
    conditions.push(
      inArray(
        column,
        db
          .select({ id: teamChildren.id })
          .from(teamChildren)
          .where(inArray(teamChildren.teamParentId, [...options.teamParentIds])),
      ),
    );
  }
  return transfersWithDetails(db)
    .where(and(...conditions))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .offset(options.offset)
    .limit(options.limit);
}

/** Transfers the player approved and the union has not decided, oldest approval first. */
export async function listAwaitingUnion(db: DbOrTx, limit: number): Promise<TransferRow[]> {
  return transfersWithDetails(db)
    .where(and(isNull(transfers.unionDecision), eq(transfers.playerDecision, TRANSFER_DECISION_CODES.complete)))
    .orderBy(asc(transfers.playerDecidedAt), asc(transfers.id))
    .limit(limit);
}

/**
 * The transfers of these persons that are open, or that ended (cancelled or decided by the union)
 * after `endedSince`, newest first.
 */
export async function listFamilyTransfers(
  db: DbOrTx,
  personIds: readonly number[],
  endedSince: Date,
): Promise<TransferRow[]> {
  if (personIds.length === 0) return [];
  return transfersWithDetails(db)
    .where(
      and(
        inArray(transfers.personId, [...personIds]),
        or(
          openTransfer,
          gte(transfers.unionDecidedAt, endedSince),
          and(
            eq(transfers.playerDecision, TRANSFER_DECISION_CODES.rejected),
            gte(transfers.playerDecidedAt, endedSince),
          ),
        ),
      ),
    )
    .orderBy(desc(transfers.createdAt), desc(transfers.id));
}

/** The person and their children. */
export async function listFamilyIds(db: DbOrTx, personId: number): Promise<{ id: number; parentId: number | null }[]> {
  return db
    .select({ id: persons.id, parentId: persons.parentId })
    .from(persons)
    .where(or(eq(persons.id, personId), eq(persons.parentId, personId)))
    .orderBy(asc(persons.id));
}

/** The actor's office roles active on the day, by organisation (for "manages transfers somewhere"). */
export async function listOfficeRolesByOrganisation(db: DbOrTx, personId: number, today: string) {
  return db
    .select({ organisationId: personOrganisationRoles.organisationId, roleValue: roles.value })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .where(
      and(
        eq(personOrganisationRoles.personId, personId),
        eq(roles.roleParentId, ROLE_PARENT_IDS.volunteering),
        activeOn(today),
      ),
    );
}
