/**
 * Permits as every reader sees them (the organisations' lists, the player's /actions, the union's
 * queue, Your Roles, the e-mails): the permit with its person, both organisations and the fixture
 * with its competition and both sides (organisation, team template, variation) in ONE join, what
 * the shared rules read of it, and the SQL twin of the rules' "live" (the limit and the unique index).
 */
import type { PermitDecisions } from '@mywru/shared';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  competitions,
  fixtures,
  organisations,
  permits,
  personOrganisationRoles,
  persons,
  teamChildren,
} from '../../db/schema';
import {
  awayChild,
  awayOrganisation,
  awayParent,
  awayTemplate,
  homeChild,
  homeOrganisation,
  homeParent,
  homeTemplate,
} from '../fixture/queries';

const fromOrganisation = alias(organisations, 'permit_from_organisation');
const toOrganisation = alias(organisations, 'permit_to_organisation');
/** The receiving side's and the sending role's team variations: filter a permit read by a caller's own teams through them. */
export const toChild = alias(teamChildren, 'permit_to_child');
const fromRole = alias(personOrganisationRoles, 'permit_from_role');
export const fromChild = alias(teamChildren, 'permit_from_child');

/** The columns every reader of a permit shares. */
const columns = {
  id: permits.id,
  personId: permits.personId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  dob: persons.dob,
  parentId: persons.parentId,
  email: persons.email,
  fromRoleId: permits.fromRoleId,
  fromOrganisationId: permits.fromOrganisationId,
  fromOrganisationName: fromOrganisation.name,
  /** The sending side's team parent (of the player's playing role there): a Team Manager or Team Coach reaches the permit through it. */
  fromTeamParentId: fromChild.teamParentId,
  toOrganisationId: permits.toOrganisationId,
  toOrganisationName: toOrganisation.name,
  toTeamChildId: permits.toTeamChildId,
  /** The receiving side's team parent: a Team Manager or Team Coach reaches the permit through it. */
  toTeamParentId: toChild.teamParentId,
  createdBy: permits.createdBy,
  createdAt: permits.createdAt,
  playerDecision: permits.playerDecision,
  playerDecidedAt: permits.playerDecidedAt,
  playerDecidedBy: permits.playerDecidedBy,
  organisationDecision: permits.organisationDecision,
  organisationDecidedAt: permits.organisationDecidedAt,
  organisationDecidedBy: permits.organisationDecidedBy,
  wruOverrideDecision: permits.wruOverrideDecision,
  wruDecidedAt: permits.wruDecidedAt,
  wruDecidedBy: permits.wruDecidedBy,
  wruReason: permits.wruReason,
  cancelledOn: permits.cancelledOn,
  cancelledBy: permits.cancelledBy,
  fixtureId: permits.fixtureId,
  fixtureDate: fixtures.date,
  venue: fixtures.venue,
  claimedByPersonId: fixtures.claimedByPersonId,
  competitionName: competitions.name,
  homeOrganisationId: homeOrganisation.id,
  homeOrganisationName: homeOrganisation.name,
  homeTeamParentId: homeParent.id,
  homeTeamChildValue: homeChild.value,
  homeTeamTemplateId: homeTemplate.id,
  homeTeamTemplateName: homeTemplate.name,
  awayOrganisationId: awayOrganisation.id,
  awayOrganisationName: awayOrganisation.name,
  awayTeamParentId: awayParent.id,
  awayTeamChildValue: awayChild.value,
  awayTeamTemplateId: awayTemplate.id,
  awayTeamTemplateName: awayTemplate.name,
};

/** Permits with their person, organisations and fixture, not yet filtered or ordered. */
export function permitsWithDetails(db: DbOrTx) {
  return db
    .select(columns)
    .from(permits)
    .innerJoin(persons, eq(persons.id, permits.personId))
    .innerJoin(fromOrganisation, eq(fromOrganisation.id, permits.fromOrganisationId))
    .innerJoin(toOrganisation, eq(toOrganisation.id, permits.toOrganisationId))
    .innerJoin(toChild, eq(toChild.id, permits.toTeamChildId))
    .innerJoin(fromRole, eq(fromRole.id, permits.fromRoleId))
    .leftJoin(fromChild, eq(fromChild.id, fromRole.teamChildId))
    .innerJoin(fixtures, eq(fixtures.id, permits.fixtureId))
    .innerJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .innerJoin(homeChild, eq(homeChild.id, fixtures.homeTeamChildId))
    .innerJoin(homeParent, eq(homeParent.id, homeChild.teamParentId))
    .innerJoin(homeTemplate, eq(homeTemplate.id, homeParent.teamTemplateId))
    .innerJoin(homeOrganisation, eq(homeOrganisation.id, homeParent.organisationId))
    .innerJoin(awayChild, eq(awayChild.id, fixtures.awayTeamChildId))
    .innerJoin(awayParent, eq(awayParent.id, awayChild.teamParentId))
    .innerJoin(awayTemplate, eq(awayTemplate.id, awayParent.teamTemplateId))
    .innerJoin(awayOrganisation, eq(awayOrganisation.id, awayParent.organisationId))
    .$dynamic();
}
export type PermitRow = Awaited<ReturnType<ReturnType<typeof permitsWithDetails>['execute']>>[number];

/** One permit with its details, or null. */
export async function findPermit(db: DbOrTx, id: number): Promise<PermitRow | null> {
  const [row] = await permitsWithDetails(db).where(eq(permits.id, id)).limit(1);
  return row ?? null;
}

/** What the shared rules (permitStatus, can*Permit, isPermitValidToPlay) read of a permit. */
export function permitDecisionsOf(row: {
  playerDecision: number | null;
  organisationDecision: number | null;
  wruOverrideDecision: number | null;
  cancelledOn: Date | null;
}): PermitDecisions {
  return {
    playerDecision: row.playerDecision,
    organisationDecision: row.organisationDecision,
    wruOverrideDecision: row.wruOverrideDecision,
    cancelledOn: row.cancelledOn ? row.cancelledOn.toISOString() : null,
  };
}

/** A fixture side as permits put it on the wire: organisation, team template and variation. */
export function permitTeamsOf(row: PermitRow) {
  return {
    homeTeam: {
      organisationName: row.homeOrganisationName,
      teamTemplateId: row.homeTeamTemplateId,
      childValue: row.homeTeamChildValue,
    },
    awayTeam: {
      organisationName: row.awayOrganisationName,
      teamTemplateId: row.awayTeamTemplateId,
      childValue: row.awayTeamChildValue,
    },
  };
}

/**
 * SQL: the permit is live (the rules' isPermitLive, the unique index's predicate): not cancelled and
 * its effective decision (the union's override, else the organisation's) is not a rejection.
 */
export const livePermit: SQL = and(
  isNull(permits.cancelledOn),
  sql`coalesce(${permits.wruOverrideDecision}, ${permits.organisationDecision}, 0) <> 2`,
)!;

/** The receiving organisation's live permits for one fixture (what the limit counts). */
export async function countLivePermits(db: DbOrTx, fixtureId: number, toOrganisationId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(permits)
    .where(and(eq(permits.fixtureId, fixtureId), eq(permits.toOrganisationId, toOrganisationId), livePermit));
  return row?.count ?? 0;
}
