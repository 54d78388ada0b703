import {
  canSendingOrganisationDecide,
  type EndpointInput,
  type listTransfersForOrganisationEndpoint,
  type TransferListPage,
} from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { decisionsOf } from '../../domain/transfer/queries';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentListItem } from './present';
import { listOrganisationTransfers } from './queries';

/**
 * GET /transfer/organisation/{organisationId}?direction: Manage Transfers' Incoming or Outgoing
 * table, newest first, a page at a time. A Team Manager or Team Coach sees the transfers of their
 * own teams only. Outgoing rows say whether the organisation may approve or object now.
 */
export async function listTransfersForOrganisation(
  context: UseCaseContext,
  input: EndpointInput<typeof listTransfersForOrganisationEndpoint>,
): Promise<TransferListPage> {
  const { db, actor, now } = context;
  const { organisationId } = input.params;
  const { direction, page, pageSize } = input.query;
  const access = await requireOrganisationArea(db, actor, organisationId, 'transfers', now);
  const rows = await listOrganisationTransfers(db, {
    organisationId,
    direction,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    offset: (page - 1) * pageSize,
    limit: pageSize + 1,
  });
  return {
    items: rows
      .slice(0, pageSize)
      .map((row) =>
        presentListItem(row, now, direction === 'outgoing' && canSendingOrganisationDecide(decisionsOf(row), now)),
      ),
    hasMore: rows.length > pageSize,
  };
}
