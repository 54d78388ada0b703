import { ORGANISATION_APPLICATIONS_LIMIT, type OrganisationPlayerApplication, type OrganisationPlayerApplicationsQuery } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { presentPlayerApplications } from './present';
import { listOrganisationApplicationRows } from './queries';

/**
 * GET /organisation/{organisationId}/playing-registration: the organisation's player applications
 * in the given statuses, newest first (at most 500). Team Managers and Coaches see their own teams'.
 * Each child answered is an audited read ('child-record.read', one row per child).
 */
export async function listPlayingRegistrations(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number; query: OrganisationPlayerApplicationsQuery };
  now: Date;
  requestId: string;
}): Promise<OrganisationPlayerApplication[]> {
  const { db, input } = options;
  const access = await requireOrganisationArea(db, options.actor, input.organisationId, 'registrations', options.now);
  const rows = await listOrganisationApplicationRows(db, {
    organisationId: input.organisationId,
    statuses: input.query.statuses,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    limit: ORGANISATION_APPLICATIONS_LIMIT,
  });
  await auditChildRecordReads(db, {
    actor: options.actor,
    now: options.now,
    requestId: options.requestId,
    organisationId: input.organisationId,
    people: rows.map((row) => row.personId),
    record: 'player-applications',
  });
  return presentPlayerApplications(db, rows);
}
