import {
  ORGANISATION_APPLICATIONS_LIMIT,
  type EndpointInput,
  type listOrganisationVolunteerRegistrationsEndpoint,
  type OrganisationVolunteerApplication,
} from '@mywru/shared';
import { auditChildRecordReads } from '../../../domain/audit/audit';
import { requireOrganisationArea } from '../../../domain/access/organisation-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { presentVolunteerApplications } from '../organisation-present';
import { listOrganisationVolunteerRows } from '../organisation-queries';

/**
 * GET /organisation/{organisationId}/volunteer-registration: the organisation's volunteer
 * registrations with DBS status, newest first (at most 500). Team Managers and Coaches see those
 * naming one of their teams. Each child answered is an audited read ('child-record.read').
 */
export async function listForOrganisation(
  context: UseCaseContext,
  input: EndpointInput<typeof listOrganisationVolunteerRegistrationsEndpoint>,
): Promise<OrganisationVolunteerApplication[]> {
  const { db, now } = context;
  const { organisationId } = input.params;
  const access = await requireOrganisationArea(db, context.actor, organisationId, 'registrations', now);
  const rows = await listOrganisationVolunteerRows(db, {
    organisationId,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    limit: ORGANISATION_APPLICATIONS_LIMIT,
  });
  await auditChildRecordReads(db, {
    actor: context.actor,
    now,
    requestId: context.requestId,
    organisationId,
    people: rows.map((row) => ({ id: row.registration.personId, parentId: row.parentId, dob: row.dob })),
    record: 'volunteer-registrations',
  });
  return presentVolunteerApplications(db, rows, now);
}
