import type { OrganisationRoleRecord } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { listActiveOfficeRoles } from './queries';

/** GET /person/{id}/organisation/manage: the organisations I hold roles in, with those roles. */
export async function listManagedOrganisations(options: {
  db: DbOrTx;
  actor: Actor;
  input: { id: number };
  now: Date;
}): Promise<OrganisationRoleRecord[]> {
  if (options.input.id !== options.actor.personId) throw AppError.forbidden();
  const rows = await listActiveOfficeRoles(options.db, options.input.id, options.now.toISOString().slice(0, 10));
  const byOrganisation = new Map<number, OrganisationRoleRecord>();
  for (const row of rows) {
    const record = byOrganisation.get(row.organisationId) ?? {
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      roleValues: [],
    };
    if (!record.roleValues.includes(row.roleValue)) record.roleValues.push(row.roleValue);
    byOrganisation.set(row.organisationId, record);
  }
  return [...byOrganisation.values()];
}
