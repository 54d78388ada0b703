import { unionDay, type createTransferEndpoint, type EndpointInput } from '@mywru/shared';
import { findOrganisationAccess, reachesTeam } from '../../domain/access/organisation-access';
import { recordAudit } from '../../domain/audit/audit';
import { lockPerson } from '../../domain/person/queries';
import { sendTransferEmails } from '../../domain/transfer/emails';
import { findTransfer } from '../../domain/transfer/queries';
import { readUnionSettings } from '../../domain/union-settings/queries';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { UseCaseContext } from '../../lib/use-case-context';
import {
  fitsToTeam,
  requireActivePlayingRoles,
  requireFromRole,
  requireTransferDetails,
  transferSeason,
} from './eligibility';
import {
  countSeasonTransfers,
  findOpenTransferId,
  findTeamChild,
  hasPendingPlayerApplication,
  insertTransfer,
  lockTeamChild,
} from './queries';

/**
 * POST /transfer?wruId&toTeamChildId&fromTeamChildId: Confirm. The receiving organisation (its Club
 * Secretary or Support; a Team Manager or Team Coach only into their own team) requests the
 * transfer of the person's active playing role on the from-team to its team child. Refused when
 * the person's details are incomplete, the from-team is not theirs, the to-team is of the same
 * organisation or not one they may join, another transfer or a player application is open, or the
 * to-team child has reached the union's limit this season.
 *
 * The person's row and the to-team child are locked for the checks and the insert, so two
 * requests for one person, or two into one team child at its limit, run one after the other; the
 * partial unique index backs the one open transfer per person. Audited; the player (or guardian)
 * and the sending organisation's secretaries are e-mailed.
 */
export async function createTransfer(
  context: UseCaseContext,
  input: EndpointInput<typeof createTransferEndpoint>,
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  const { wruId, toTeamChildId, fromTeamChildId } = input.query;
  const toTeam = await findTeamChild(db, toTeamChildId);
  if (!toTeam) throw new AppError('transfer.to_team_not_eligible');
  const access = await findOrganisationAccess(db, actor, toTeam.organisationId, 'transfers', now);
  if (!access) throw new AppError('organisation.permission.transfers');
  if (!reachesTeam(access, toTeam.teamParentId)) throw new AppError('transfer.permission.team');
  const today = unionDay(now);
  const season = transferSeason(now);

  try {
    const id = await db.transaction(async (tx) => {
      const person = await lockPerson(tx, wruId);
      if (!person) throw new AppError('transfer.player_not_found');
      const player = requireTransferDetails(person, season);
      const fromRole = requireFromRole(await requireActivePlayingRoles(tx, person.id, today), fromTeamChildId);
      if (fromRole.organisationId === toTeam.organisationId) throw new AppError('transfer.same_organisation');
      if (!fitsToTeam(toTeam, player, fromRole)) throw new AppError('transfer.to_team_not_eligible');
      if ((await findOpenTransferId(tx, person.id)) !== null) throw new AppError('transfer.already_open');
      if (await hasPendingPlayerApplication(tx, person.id)) throw new AppError('transfer.application_pending');
      await lockTeamChild(tx, toTeam.id);
      const counted = await countSeasonTransfers(tx, toTeam.id, season.label);
      if (counted >= (await readUnionSettings(tx)).maxTransferredPlayers)
        throw new AppError('transfer.season_limit_reached');

      const transferId = await insertTransfer(tx, {
        personId: person.id,
        fromRoleId: fromRole.roleId,
        fromTeamChildId: fromRole.teamChildId,
        fromOrganisationId: fromRole.organisationId,
        toTeamChildId: toTeam.id,
        toOrganisationId: toTeam.organisationId,
        season: season.label,
        createdBy: actor.personId,
        createdAt: now,
      });
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'transfer.created',
        subjectType: 'transfer',
        subjectId: transferId,
        personId: person.id,
        organisationId: toTeam.organisationId,
        requestId: context.requestId,
        details: { fromTeamChildId: fromRole.teamChildId, toTeamChildId: toTeam.id, season: season.label },
      });
      const row = await findTransfer(tx, transferId);
      if (!row) throw new Error('the new transfer vanished');
      await sendTransferEmails(context, tx, row, 'created');
      return transferId;
    });
    return { id };
  } catch (err) {
    // Another request for the person won the race between our check and insert.
    if (isUniqueViolation(err, 'transfers_one_open_per_person')) throw new AppError('transfer.already_open');
    throw err;
  }
}
