import type { OrganisationHub } from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { welshRoleNamesOf } from './queries';

/**
 * GET /organisation/{organisationId}: the organisation hub's header (name and my roles there).
 * Without a role there: 403 'You do not have permission to manage this organisation'.
 */
export async function getOrganisationHub(
  context: UseCaseContext,
  input: { organisationId: number },
): Promise<OrganisationHub> {
  const access = await requireOrganisationArea(context.db, context.actor, input.organisationId, 'hub', context.now);
  const welsh = await welshRoleNamesOf(context.db, access.roleValues);
  return {
    id: access.organisationId,
    name: access.organisationName,
    roleValues: access.roleValues,
    roleValuesCy: access.roleValues.map((value) => welsh.get(value) ?? ''),
  };
}
