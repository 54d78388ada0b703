/**
 * Transfers as several capabilities read them: the transfer with its person, its from- and to-team
 * (variation, team, template and organisation) in one join, the transfers awaiting the player or a
 * child's guardian (the transfers capability's list and the member's Actions both show them), and
 * the union's limit on transfers into one team child in a season.
 */
import { TRANSFER_DECISION_CODES, type TransferAwaitingApproval, type TransferDecisions } from '@mywru/shared';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  organisations,
  personOrganisationRoles,
  persons,
  roles,
  teamChildren,
  teamParents,
  teamTemplates,
  transfers,
  unionRoles,
} from '../../db/schema';
import { activeOn } from '../role/queries';
import { teamChildNames } from '../team/names';
import { displayName } from '../person/queries';

const fromChild = alias(teamChildren, 'from_child');
const fromParent = alias(teamParents, 'from_parent');
const fromTemplate = alias(teamTemplates, 'from_template');
const fromOrganisation = alias(organisations, 'from_organisation');
const toChild = alias(teamChildren, 'to_child');
const toParent = alias(teamParents, 'to_parent');
const toTemplate = alias(teamTemplates, 'to_template');
const toOrganisation = alias(organisations, 'to_organisation');

/** The columns every reader of a transfer shares. */
const columns = {
  id: transfers.id,
  personId: transfers.personId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  dob: persons.dob,
  parentId: persons.parentId,
  season: transfers.season,
  fromRoleId: transfers.fromRoleId,
  createdAt: transfers.createdAt,
  createdBy: transfers.createdBy,
  playerDecision: transfers.playerDecision,
  playerDecidedAt: transfers.playerDecidedAt,
  organisationDecision: transfers.organisationDecision,
  organisationDecidedAt: transfers.organisationDecidedAt,
  organisationObjectionReason: transfers.organisationObjectionReason,
  unionDecision: transfers.unionDecision,
  unionDecidedAt: transfers.unionDecidedAt,
  unionReason: transfers.unionReason,
  newRoleId: transfers.newRoleId,
  fromTeamChildId: transfers.fromTeamChildId,
  fromTeamChildValue: fromChild.value,
  fromTeamParentId: fromParent.id,
  fromTeamParentName: fromParent.name,
  fromTeamTemplateName: fromTemplate.name,
  fromTeamTemplateNameCy: fromTemplate.nameCy,
  fromOrganisationId: transfers.fromOrganisationId,
  fromOrganisationName: fromOrganisation.name,
  toTeamChildId: transfers.toTeamChildId,
  toTeamChildValue: toChild.value,
  toTeamParentId: toParent.id,
  toTeamParentName: toParent.name,
  toTeamTemplateName: toTemplate.name,
  toTeamTemplateNameCy: toTemplate.nameCy,
  toOrganisationId: transfers.toOrganisationId,
  toOrganisationName: toOrganisation.name,
};

/** Transfers with their person and both teams, not yet filtered or ordered. */
export function transfersWithDetails(db: DbOrTx) {
  return db
    .select(columns)
    .from(transfers)
    .innerJoin(persons, eq(persons.id, transfers.personId))
    .innerJoin(fromChild, eq(fromChild.id, transfers.fromTeamChildId))
    .innerJoin(fromParent, eq(fromParent.id, fromChild.teamParentId))
    .innerJoin(fromTemplate, eq(fromTemplate.id, fromParent.teamTemplateId))
    .innerJoin(fromOrganisation, eq(fromOrganisation.id, transfers.fromOrganisationId))
    .innerJoin(toChild, eq(toChild.id, transfers.toTeamChildId))
    .innerJoin(toParent, eq(toParent.id, toChild.teamParentId))
    .innerJoin(toTemplate, eq(toTemplate.id, toParent.teamTemplateId))
    .innerJoin(toOrganisation, eq(toOrganisation.id, transfers.toOrganisationId))
    .$dynamic();
}
export type TransferRow = Awaited<ReturnType<ReturnType<typeof transfersWithDetails>['execute']>>[number];

/** One transfer with its details, or null. */
export async function findTransfer(db: DbOrTx, id: number): Promise<TransferRow | null> {
  const [row] = await transfersWithDetails(db).where(eq(transfers.id, id)).limit(1);
  return row ?? null;
}

/** What the shared rules read of a transfer. */
export function decisionsOf(row: {
  playerDecision: number | null;
  playerDecidedAt: Date | null;
  organisationDecision: number | null;
  unionDecision: number | null;
}): TransferDecisions {
  return {
    playerDecision: row.playerDecision,
    playerDecidedAt: row.playerDecidedAt,
    organisationDecision: row.organisationDecision,
    unionDecision: row.unionDecision,
  };
}

/** SQL: the transfer waits for the player or guardian (the rules' `awaiting_player`). */
export const awaitingPlayer: SQL = and(isNull(transfers.playerDecision), isNull(transfers.unionDecision))!;

/** The transfers of these persons that wait for the player or guardian, oldest first. */
export async function listTransfersAwaitingPlayer(db: DbOrTx, personIds: readonly number[]): Promise<TransferRow[]> {
  if (personIds.length === 0) return [];
  return transfersWithDetails(db)
    .where(and(inArray(transfers.personId, [...personIds]), awaitingPlayer))
    .orderBy(asc(transfers.createdAt), asc(transfers.id));
}

/** A name with a team's variation: "Senior Men (1st team)" (the fixture e-mails name a side's template so). */
export function teamValue(parentName: string, childValue: string): string {
  return `${parentName} (${childValue})`;
}

/** A side's team in English and in Welsh ('Senior Men (1st team)', 'Dynion Hŷn (1st team)'): how transfers name it on the wire and in e-mails. */
export function transferTeamNames(row: TransferRow, side: 'from' | 'to'): { teamName: string; teamNameCy: string } {
  return side === 'from'
    ? teamChildNames(
        {
          name: row.fromTeamParentName,
          templateName: row.fromTeamTemplateName,
          templateNameCy: row.fromTeamTemplateNameCy,
        },
        row.fromTeamChildValue,
      )
    : teamChildNames(
        { name: row.toTeamParentName, templateName: row.toTeamTemplateName, templateNameCy: row.toTeamTemplateNameCy },
        row.toTeamChildValue,
      );
}

/** The spec's "transfer awaiting approval". */
export function presentAwaitingApproval(row: TransferRow): TransferAwaitingApproval {
  const from = transferTeamNames(row, 'from');
  const to = transferTeamNames(row, 'to');
  return {
    id: row.id,
    name: displayName(row) ?? '',
    createdOn: row.createdAt.toISOString(),
    fromOrganisationValue: row.fromOrganisationName,
    fromTeamValue: from.teamName,
    fromTeamValueCy: from.teamNameCy,
    toOrganisationValue: row.toOrganisationName,
    toTeamValue: to.teamName,
    toTeamValueCy: to.teamNameCy,
    wruId: row.personId,
  };
}

/** Whether the player's answer is an approval (1). */
export const playerApproved = (row: { playerDecision: number | null }) =>
  row.playerDecision === TRANSFER_DECISION_CODES.complete;

/** The organisation roles whose holders hear about the organisation's transfers by e-mail. */
export const TRANSFER_SECRETARY_ROLES = ['Club Secretary', 'Club Secretary Support'] as const;

/** The e-mail addresses of an organisation's secretaries (Club Secretary and Support) on the day, distinct. */
export async function listSecretaryEmails(db: DbOrTx, organisationId: number, today: string) {
  const rows = await db
    .selectDistinct({ email: persons.email, firstName: persons.firstName, language: persons.language })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(persons, eq(persons.id, personOrganisationRoles.personId))
    .where(
      and(
        eq(personOrganisationRoles.organisationId, organisationId),
        inArray(roles.value, [...TRANSFER_SECRETARY_ROLES]),
        activeOn(today),
        isNotNull(persons.email),
      ),
    );
  return rows.filter(
    (row): row is { email: string; firstName: string | null; language: string | null } => row.email !== null,
  );
}

/** The e-mail addresses of the union staff who decide transfers (their union role reaches the area). */
export async function listUnionTransferStaffEmails(db: DbOrTx, staffRoles: readonly string[]) {
  const rows = await db
    .selectDistinct({ email: persons.email, firstName: persons.firstName, language: persons.language })
    .from(unionRoles)
    .innerJoin(persons, eq(persons.id, unionRoles.personId))
    .where(and(inArray(unionRoles.role, [...staffRoles]), isNull(unionRoles.endedAt), isNotNull(persons.email)));
  return rows.filter(
    (row): row is { email: string; firstName: string | null; language: string | null } => row.email !== null,
  );
}
