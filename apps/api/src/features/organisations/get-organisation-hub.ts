import type { OrganisationHub } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireOrganisationArea } from '../../domain/access/organisation-access';

/**
 * GET /organisation/{organisationId}: the organisation hub's header (name and my roles there).
 * Without a role there: 403 'You do not have permission to manage this organisation'.
 */
export async function getOrganisationHub(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number };
  now: Date;
}): Promise<OrganisationHub> {
  const access = await requireOrganisationArea(options.db, options.actor, options.input.organisationId, 'hub', options.now);
  return { id: access.organisationId, name: access.organisationName, roleValues: access.roleValues };
}
