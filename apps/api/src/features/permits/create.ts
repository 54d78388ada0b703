import { isBeforeKickOff, unionDay, type createPermitEndpoint, type EndpointInput } from '@mywru/shared';
import { findOrganisationAccess, reachesTeam } from '../../domain/access/organisation-access';
import { recordAudit } from '../../domain/audit/audit';
import { findFixture } from '../../domain/fixture/queries';
import { sendPermitEmails } from '../../domain/permit/emails';
import { countLivePermits, findPermit } from '../../domain/permit/queries';
import { readUnionSettings } from '../../domain/union-settings/queries';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { UseCaseContext } from '../../lib/use-case-context';
import { isFixtureForPlayer, requirePermitPlayer } from './eligibility';
import { findLivePermitId, insertPermit, lockFixture } from './queries';

/**
 * POST /permit: Confirm. The receiving organisation (its Club Secretary or Support; a Team Manager
 * or Team Coach only for a fixture of their own team) requests a permit for a player of the sending
 * organisation to play one of its fixtures. Refused when the organisations are the same, the
 * fixture is not found, not the receiving organisation's, kicked off or claimed by a referee, the
 * person is not an active player at the sending organisation or may not play it (age category,
 * sex), they already hold a live permit for it, or the organisation's live permits for it have
 * reached the union's limit.
 *
 * The fixture row is locked for the count and the insert, so two requests at the limit run one
 * after the other and only one passes; the partial unique index backs one live permit per player
 * and fixture. Audited; the player (or guardian) and the sending organisation's secretaries are
 * e-mailed.
 */
export async function createPermit(
  context: UseCaseContext,
  input: EndpointInput<typeof createPermitEndpoint>,
): Promise<{ id: number }> {
  const { db, actor, now } = context;
  const { wruId, fromOrganisation, toOrganisation, fixtureId } = input.body;
  const access = await findOrganisationAccess(db, actor, toOrganisation, 'permits', now);
  if (!access) throw new AppError('organisation.permission.permits');
  if (fromOrganisation === toOrganisation) throw new AppError('permit.same_organisation');
  const fixture = await findFixture(db, fixtureId);
  if (!fixture) throw new AppError('permit.fixture_not_found');
  // The receiving organisation's side(s) in the fixture the caller reaches (both sides in a club's own derby).
  const sides = [
    {
      organisationId: fixture.homeOrganisationId,
      teamParentId: fixture.homeTeamParentId,
      teamChildId: fixture.homeTeamChildId,
    },
    {
      organisationId: fixture.awayOrganisationId,
      teamParentId: fixture.awayTeamParentId,
      teamChildId: fixture.awayTeamChildId,
    },
  ].filter((side) => side.organisationId === toOrganisation);
  if (sides.length === 0) throw new AppError('permit.fixture_not_for_organisation');
  const side = sides.find((candidate) => reachesTeam(access, candidate.teamParentId));
  if (!side) throw new AppError('permit.permission.team');
  if (!isBeforeKickOff(fixture.date, now)) throw new AppError('permit.kicked_off');
  if (fixture.claimedByPersonId !== null) throw new AppError('permit.fixture_claimed');
  const player = await requirePermitPlayer(db, {
    personId: wruId,
    fromOrganisationId: fromOrganisation,
    today: unionDay(now),
  });
  if (!isFixtureForPlayer(player, fixture)) throw new AppError('permit.not_eligible');

  try {
    const id = await db.transaction(async (tx) => {
      if (!(await lockFixture(tx, fixtureId))) throw new AppError('permit.fixture_not_found');
      if ((await findLivePermitId(tx, player.id, fixtureId)) !== null) throw new AppError('permit.already_exists');
      const existing = await countLivePermits(tx, fixtureId, toOrganisation);
      if (existing >= (await readUnionSettings(tx)).permitLimit) throw new AppError('permit.limit_reached');
      const permitId = await insertPermit(tx, {
        personId: player.id,
        fromRoleId: player.activePlayingRoleId,
        fromOrganisationId: fromOrganisation,
        toOrganisationId: toOrganisation,
        fixtureId,
        toTeamChildId: side.teamChildId,
        createdBy: actor.personId,
        createdAt: now,
      });
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'permit.created',
        subjectType: 'permit',
        subjectId: permitId,
        personId: player.id,
        organisationId: toOrganisation,
        requestId: context.requestId,
        details: { fixtureId, fromOrganisationId: fromOrganisation, toTeamChildId: side.teamChildId },
      });
      const row = await findPermit(tx, permitId);
      if (!row) throw new Error('the new permit vanished');
      await sendPermitEmails({ mailer: context.mailer, now }, tx, row, 'created');
      return permitId;
    });
    return { id };
  } catch (err) {
    // Another request for the player and fixture won the race between our check and insert.
    if (isUniqueViolation(err, 'permits_one_live_per_player_fixture')) throw new AppError('permit.already_exists');
    throw err;
  }
}
