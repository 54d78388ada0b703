import { unionDay, type EndpointInput, type listPermitFixturesEndpoint, type PermitFixturePage } from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { permitFixtureWindows, requirePermitPlayer } from './eligibility';
import { presentPermitFixture } from './present';
import { listPermitFixturesPage } from './queries';

/**
 * GET /permit/organisation/{organisationId}/fixtures: Select Fixture. The receiving organisation's
 * fixtures (a Team Manager's or Team Coach's own teams' only) the chosen player may play on a
 * permit, Upcoming by kick-off ascending or Previous descending, a page of 3 at a time. The database
 * filters by the player's age category in each fixture's season and by sex, and reads one page (and
 * one row more to tell if more follow). Claimed fixtures are listed with hasReferee true (shown as
 * Claimed, not selectable).
 */
export async function listPermitFixtures(
  context: UseCaseContext,
  input: EndpointInput<typeof listPermitFixturesEndpoint>,
): Promise<PermitFixturePage> {
  const { db, actor, now } = context;
  const { organisationId } = input.params;
  const { wruId, fromOrganisationId, when, page, pageSize } = input.query;
  const access = await requireOrganisationArea(db, actor, organisationId, 'permits', now);
  const player = await requirePermitPlayer(db, { personId: wruId, fromOrganisationId, today: unionDay(now) });
  const windows = permitFixtureWindows(player);
  if (!windows) return { items: [], hasMore: false };
  const rows = await listPermitFixturesPage(db, {
    organisationId,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    windows,
    when,
    now,
    offset: (page - 1) * pageSize,
    limit: pageSize + 1,
  });
  return { items: rows.slice(0, pageSize).map(presentPermitFixture), hasMore: rows.length > pageSize };
}
