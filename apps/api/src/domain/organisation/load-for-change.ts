import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrganisationRow, listTeamChildValues } from './queries';
import { lockTeamParent } from '../team/queries';

/*
 * What a change to an organisation loads first, inside its transaction: the row it changes, locked
 * until the transaction ends, or 404 when the organisation has no such thing.
 */

export async function requireOrganisation(tx: DbOrTx, organisationId: number) {
  const organisation = await findOrganisationRow(tx, organisationId, { forUpdate: true });
  if (!organisation) throw new AppError('organisation.not_found');
  return organisation;
}

export async function requireTeamParent(tx: DbOrTx, organisationId: number, teamParentId: number) {
  const team = await lockTeamParent(tx, { teamParentId, organisationId });
  if (!team) throw new AppError('team.not_found');
  return team;
}

/** The team (locked), all its variations (oldest first) and the one asked for. */
export async function requireTeamChild(
  tx: DbOrTx,
  input: { organisationId: number; teamParentId: number; teamChildId: number },
) {
  const team = await requireTeamParent(tx, input.organisationId, input.teamParentId);
  const children = await listTeamChildValues(tx, team.id);
  const child = children.find((candidate) => candidate.id === input.teamChildId);
  if (!child) throw new AppError('team.variation_not_found');
  return { team, children, child };
}
