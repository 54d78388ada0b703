import { unionDay } from '@mywru/shared';
import type { OrganisationRoleRecord } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { listActiveOfficeRoles } from './queries';

/** GET /person/{id}/organisation/manage: the organisations I hold roles in, with those roles. */
export async function listManagedOrganisations(
  context: UseCaseContext,
  input: { id: number },
): Promise<OrganisationRoleRecord[]> {
  if (input.id !== context.actor.personId) throw AppError.forbidden();
  const rows = await listActiveOfficeRoles(context.db, input.id, unionDay(context.now));
  const byOrganisation = new Map<number, OrganisationRoleRecord>();
  for (const row of rows) {
    const record = byOrganisation.get(row.organisationId) ?? {
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      roleValues: [],
      roleValuesCy: [],
    };
    if (!record.roleValues.includes(row.roleValue)) {
      record.roleValues.push(row.roleValue);
      record.roleValuesCy.push(row.roleValueCy);
    }
    byOrganisation.set(row.organisationId, record);
  }
  return [...byOrganisation.values()];
}
