/**
 * Who a permit's caller is on the organisations' side: an official of the receiving or of the
 * sending organisation (area Permits: Club Secretary and Support for the whole organisation; a Team
 * Manager or Team Coach only for their own teams: the receiving side's team in the fixture, the
 * team of the player's playing role at the sending organisation). Each use case refuses those who
 * have no part in what it does (403 with a reason; the errors plugin logs it).
 */
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findOrganisationAccess, reachesTeam, type OrganisationAccess } from '../../domain/access/organisation-access';
import { findPermit, type PermitRow } from '../../domain/permit/queries';

/** The permit, or 404. */
export async function loadPermit(db: DbOrTx, id: number): Promise<PermitRow> {
  const row = await findPermit(db, id);
  if (!row) throw new AppError('permit.not_found');
  return row;
}

/**
 * Whether the actor's access (to the path's organisation) is that of an official of this side of
 * the permit: the organisation is that side and the access reaches that side's team.
 */
export function reachesSide(access: OrganisationAccess, row: PermitRow, side: 'sending' | 'receiving'): boolean {
  const organisationId = side === 'sending' ? row.fromOrganisationId : row.toOrganisationId;
  if (access.organisationId !== organisationId) return false;
  if (access.teamParentIds === null) return true;
  const teamParentId = side === 'sending' ? row.fromTeamParentId : row.toTeamParentId;
  return teamParentId !== null && reachesTeam(access, teamParentId);
}

/** The actor's access to the area Permits of the organisation, or null. */
export function findPermitsAccess(db: DbOrTx, actor: Actor, organisationId: number, now: Date) {
  return findOrganisationAccess(db, actor, organisationId, 'permits', now);
}
