import {
  isoDay,
  PERMIT_SENIOR_TEMPLATE_IDS,
  PERMIT_YOUTH_TEMPLATE_IDS,
  type EndpointInput,
  type listPermitFixturesEndpoint,
  type PermitFixturePage,
} from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { isFixtureForPlayer, requirePermitPlayer } from './eligibility';
import { presentPermitFixture } from './present';
import { listOrganisationFixtures } from './queries';

/**
 * GET /permit/organisation/{organisationId}/fixtures: Select Fixture. The receiving organisation's
 * fixtures (a Team Manager's or Team Coach's own teams' only) the chosen player may play on a
 * permit, Upcoming by kick-off ascending or Previous descending, a page of 3 at a time. Claimed
 * fixtures are listed with hasReferee true (shown as Claimed, not selectable).
 */
export async function listPermitFixtures(
  context: UseCaseContext,
  input: EndpointInput<typeof listPermitFixturesEndpoint>,
): Promise<PermitFixturePage> {
  const { db, actor, now } = context;
  const { organisationId } = input.params;
  const { wruId, fromOrganisationId, when, page, pageSize } = input.query;
  const access = await requireOrganisationArea(db, actor, organisationId, 'permits', now);
  const player = await requirePermitPlayer(db, { personId: wruId, fromOrganisationId, today: isoDay(now) });
  const rows = await listOrganisationFixtures(db, {
    organisationId,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    templateIds: [...PERMIT_YOUTH_TEMPLATE_IDS, ...PERMIT_SENIOR_TEMPLATE_IDS],
    when,
    now,
  });
  const allowed = rows.filter((row) => isFixtureForPlayer(player, row));
  const start = (page - 1) * pageSize;
  return {
    items: allowed.slice(start, start + pageSize).map(presentPermitFixture),
    hasMore: allowed.length > start + pageSize,
  };
}
