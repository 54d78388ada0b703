import { ORGANISATION_APPLICATIONS_LIMIT, type OrganisationVolunteerApplication } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { presentVolunteerApplications } from './present';
import { listOrganisationVolunteerRows } from './queries';

/**
 * GET /organisation/{organisationId}/volunteer-registration: the organisation's volunteer
 * registrations with DBS status, newest first (at most 500). Team Managers and Coaches see those
 * naming one of their teams. Each child answered is an audited read ('child-record.read').
 */
export async function listOrganisationVolunteerRegistrations(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number };
  now: Date;
  requestId: string;
}): Promise<OrganisationVolunteerApplication[]> {
  const { db, input, now } = options;
  const access = await requireOrganisationArea(db, options.actor, input.organisationId, 'registrations', now);
  const rows = await listOrganisationVolunteerRows(db, {
    organisationId: input.organisationId,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    limit: ORGANISATION_APPLICATIONS_LIMIT,
  });
  await auditChildRecordReads(db, {
    actor: options.actor,
    now,
    requestId: options.requestId,
    organisationId: input.organisationId,
    people: rows.map((row) => ({ id: row.registration.personId, parentId: row.parentId, dob: row.dob })),
    record: 'volunteer-registrations',
  });
  return presentVolunteerApplications(db, rows, now);
}
