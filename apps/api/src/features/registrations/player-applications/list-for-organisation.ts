import {
  ORGANISATION_APPLICATIONS_LIMIT,
  type EndpointInput,
  type listOrganisationPlayerApplicationsEndpoint,
  type OrganisationPlayerApplication,
} from '@mywru/shared';
import { auditChildRecordReads } from '../../../domain/audit/audit';
import { requireOrganisationArea } from '../../../domain/access/organisation-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { presentPlayerApplications } from '../organisation-present';
import { listOrganisationApplicationRows } from '../organisation-queries';

/**
 * GET /organisation/{organisationId}/playing-registration: the organisation's player applications
 * in the given statuses, newest first (at most 500). Team Managers and Coaches see their own teams'.
 * Each child answered is an audited read ('child-record.read', one row per child).
 */
export async function listForOrganisation(
  context: UseCaseContext,
  input: EndpointInput<typeof listOrganisationPlayerApplicationsEndpoint>,
): Promise<OrganisationPlayerApplication[]> {
  const { db } = context;
  const { organisationId } = input.params;
  const access = await requireOrganisationArea(db, context.actor, organisationId, 'registrations', context.now);
  const rows = await listOrganisationApplicationRows(db, {
    organisationId,
    statuses: input.query.statuses,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    limit: ORGANISATION_APPLICATIONS_LIMIT,
  });
  await auditChildRecordReads(db, {
    actor: context.actor,
    now: context.now,
    requestId: context.requestId,
    organisationId,
    people: rows.map((row) => row.personId),
    record: 'player-applications',
  });
  return presentPlayerApplications(db, rows);
}
