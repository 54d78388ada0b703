import type { VolunteerRole } from '@mywru/shared';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { listVolunteerRoleRows } from '../queries';

/** GET /volunteer/get-roles: the roles offered in Register to Volunteer, with their rules. */
export async function listVolunteerRoles(context: UseCaseContext): Promise<VolunteerRole[]> {
  const rows = await listVolunteerRoleRows(context.db);
  return rows.map((row) => ({
    roleId: row.id,
    roleValue: row.value,
    roleValueCy: row.valueCy,
    description: row.description,
    minAge: row.minAge,
    tablerIcon: row.tablerIcon,
    backgroundColour: row.backgroundColour,
    dbsRequired: row.dbsRequired,
    dbsRequiredForChildTeams: row.dbsRequiredForChildTeams,
    organisationRequired: row.organisationRequired,
    teamRequired: row.teamRequired,
    allowUnattached: row.allowUnattached,
    requiresClubSecApproval: row.requiresClubSecApproval,
    requiresWruApproval: row.requiresUnionApproval,
  }));
}
