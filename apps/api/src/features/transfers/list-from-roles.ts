import { unionDay, type EndpointInput, type listTransferFromRolesEndpoint, type TransferFromRole } from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { listActivePlayingRoles, findPersonByIdAndLastName } from './queries';

/**
 * GET /person/{id}/transfer/roles: Select Teams' from-teams. The person's active playing roles in
 * other organisations than the receiving one, for an official of the receiving organisation who
 * gives the person's last name again (a member id alone reveals nothing).
 */
export async function listTransferFromRoles(
  context: UseCaseContext,
  input: EndpointInput<typeof listTransferFromRolesEndpoint>,
): Promise<TransferFromRole[]> {
  const { db, actor, now } = context;
  await requireOrganisationArea(db, actor, input.query.organisationId, 'transfers', now);
  const person = await findPersonByIdAndLastName(db, input.params.id, input.query.lastName);
  if (!person) throw new AppError('transfer.player_not_found');
  const roles = await listActivePlayingRoles(db, person.id, unionDay(now));
  return roles
    .filter((role) => role.organisationId !== input.query.organisationId)
    .map((role) => ({
      organisationId: role.organisationId,
      organisation: role.organisationName,
      roleDetails: {
        roleName: role.roleName,
        roleNameCy: role.roleNameCy || role.roleName,
        activeFrom: role.activeFrom,
        activeTo: role.activeTo,
        teamChild: { id: role.teamChildId, value: role.teamChildValue },
        teamParent: {
          id: role.teamParentId,
          teamTemplate: { name: role.teamTemplateName, nameCy: role.teamTemplateNameCy || role.teamTemplateName },
          gameFormat: { id: role.gameFormatId, name: role.gameFormatName },
        },
      },
    }));
}
