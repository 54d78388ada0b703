/**
 * Who a transfer's caller is: the player or a child's guardian, an official of the sending or of
 * the receiving organisation (area Transfers; a Team Manager or Team Coach only for the team of
 * their side), or none of them. Each use case refuses those who have no part in what it does.
 */
import { canUseArea, unionDay } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { canActFor } from '../../domain/access/person-access';
import { findOrganisationAccess, reachesTeam, type OrganisationAccess } from '../../domain/access/organisation-access';
import { findTransfer, type TransferRow } from '../../domain/transfer/queries';
import { listOfficeRolesByOrganisation } from './queries';

/** The transfer, or 404. */
export async function loadTransfer(db: DbOrTx, id: number): Promise<TransferRow> {
  const row = await findTransfer(db, id);
  if (!row) throw new AppError('transfer.not_found');
  return row;
}

/** Whether the actor is the transfer's player or the guardian of the child it moves. */
export function isPlayerSide(actor: Actor, row: TransferRow): boolean {
  return canActFor(actor, { id: row.personId, parentId: row.parentId });
}

/** The actor's access as an official of one side of the transfer, reaching that side's team; null otherwise. */
export async function sideAccess(
  db: DbOrTx,
  actor: Actor,
  row: TransferRow,
  side: 'sending' | 'receiving',
  now: Date,
): Promise<OrganisationAccess | null> {
  const organisationId = side === 'sending' ? row.fromOrganisationId : row.toOrganisationId;
  const teamParentId = side === 'sending' ? row.fromTeamParentId : row.toTeamParentId;
  const access = await findOrganisationAccess(db, actor, organisationId, 'transfers', now);
  return access && reachesTeam(access, teamParentId) ? access : null;
}

/** Refuses (403, area Transfers) an actor who manages transfers in no organisation. */
export async function requireTransferOfficial(db: DbOrTx, actor: Actor, now: Date): Promise<void> {
  const rows = await listOfficeRolesByOrganisation(db, actor.personId, unionDay(now));
  const byOrganisation = new Map<number, string[]>();
  for (const row of rows) {
    if (row.organisationId === null) continue;
    byOrganisation.set(row.organisationId, [...(byOrganisation.get(row.organisationId) ?? []), row.roleValue]);
  }
  if (![...byOrganisation.values()].some((roleValues) => canUseArea(roleValues, 'transfers'))) {
    throw new AppError('organisation.permission.transfers');
  }
}
