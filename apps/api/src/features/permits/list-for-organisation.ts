import { type EndpointInput, type listPermitsForOrganisationEndpoint, type PermitListPage } from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPermitListItem } from './present';
import { listOrganisationPermits } from './queries';

/**
 * GET /permit/organisation/{organisationId}?direction: Manage Permits' incoming table (Players
 * Joining Your Fixture) or outgoing table (Your Players Playing Elsewhere), latest fixture first, a
 * page at a time. A Team Manager or Team Coach sees the permits of their own teams only: the
 * receiving side's team for incoming, the player's team for outgoing. Each row says whether the
 * organisation may approve or reject (outgoing) or cancel (incoming) now.
 */
export async function listPermitsForOrganisation(
  context: UseCaseContext,
  input: EndpointInput<typeof listPermitsForOrganisationEndpoint>,
): Promise<PermitListPage> {
  const { db, actor, now } = context;
  const { organisationId } = input.params;
  const { direction, page, pageSize } = input.query;
  const access = await requireOrganisationArea(db, actor, organisationId, 'permits', now);
  const rows = await listOrganisationPermits(db, {
    organisationId,
    direction,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    offset: (page - 1) * pageSize,
    limit: pageSize + 1,
  });
  return {
    items: rows.slice(0, pageSize).map((row) => presentPermitListItem(row, direction, now)),
    hasMore: rows.length > pageSize,
  };
}
