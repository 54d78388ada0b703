import { unionDay, type RegisteredRole, type RegisteredRolesQuery } from '@mywru/shared';
import { loadPersonForActor } from '../../domain/access/person-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { listChildIds, listRegisteredRoleRows } from './queries';

/** Role parent 1 is playing (see the roles lookup). */
const PLAYING_ROLE_PARENT_ID = 1;

/**
 * GET /person/{id}/roles: the registered roles of a person (me or my child) and, when asked and
 * the person is me, my dependants' too. Each carries the holder's invalid-DBS flag, so the card can
 * say the holder is not approved to participate.
 */
export async function listRegisteredRoles(
  context: UseCaseContext,
  input: { id: number; query: RegisteredRolesQuery },
): Promise<RegisteredRole[]> {
  const { db, actor, now } = context;
  const person = await loadPersonForActor(db, actor, input.id);
  const personIds = [person.id];
  if (input.query.includeDependants && person.id === actor.personId) {
    personIds.push(...(await listChildIds(db, person.id)));
  }
  const rows = await listRegisteredRoleRows(db, personIds, input.query.activeOnly ? unionDay(now) : null);
  return rows.map((row) => ({
    id: row.id,
    organisationId: row.organisationId,
    organisation: row.organisationName,
    personId: row.personId,
    personName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    hasInvalidDbs: row.hasInvalidDbs,
    isPlayingRole: row.roleParentId === PLAYING_ROLE_PARENT_ID,
    roleDetails: {
      roleName: row.roleName,
      roleNameCy: row.roleNameCy || row.roleName,
      activeFrom: row.activeFrom,
      activeTo: row.activeTo,
      teamChild:
        row.teamChildId !== null && row.teamChildValue !== null
          ? { id: row.teamChildId, value: row.teamChildValue }
          : null,
      teamParent:
        row.teamParentId !== null &&
        row.templateName !== null &&
        row.gameFormatId !== null &&
        row.gameFormatName !== null
          ? {
              id: row.teamParentId,
              teamTemplate: { name: row.templateName, nameCy: row.templateNameCy || row.templateName },
              gameFormat: { id: row.gameFormatId, name: row.gameFormatName },
            }
          : null,
    },
  }));
}
