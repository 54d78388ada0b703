import { ORGANISATION_APPLICATIONS_LIMIT, type OrganisationPlayerApplication, type OrganisationPlayerApplicationsQuery } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireOrganisationArea } from '../../lib/organisation-access';
import { presentPlayerApplications } from './present';
import { listOrganisationApplicationRows } from './queries';

/**
 * GET /organisation/{organisationId}/playing-registration: the organisation's player applications
 * in the given statuses, newest first (at most 500). Team Managers and Coaches see their own teams'.
 */
export async function listPlayingRegistrations(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number; query: OrganisationPlayerApplicationsQuery };
  now: Date;
}): Promise<OrganisationPlayerApplication[]> {
  const { db, input } = options;
  const access = await requireOrganisationArea(db, options.actor, input.organisationId, 'registrations', options.now);
  const rows = await listOrganisationApplicationRows(db, {
    organisationId: input.organisationId,
    statuses: input.query.statuses,
    teamParentIds: access.teamParentIds === null ? null : [...access.teamParentIds],
    limit: ORGANISATION_APPLICATIONS_LIMIT,
  });
  return presentPlayerApplications(db, rows);
}
