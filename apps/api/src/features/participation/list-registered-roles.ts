import { isoDay, type RegisteredRole, type RegisteredRolesQuery } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadPersonForActor } from '../../domain/access/person-access';
import { ROLE_PARENT_IDS } from '../../domain/role/queries';
import { listChildIds, listRoleRows } from './queries';

/** Role parent 1 is playing (see the roles lookup). */

/**
 * GET /person/{id}/roles: the registered roles of a person (me or my child) and, when asked and
 * the person is me, my dependants' too. Each carries the holder's invalid-DBS flag, so the card can
 * say the holder is not approved to participate.
 */
export async function listRegisteredRoles(options: {
  db: DbOrTx;
  actor: Actor;
  input: { id: number; query: RegisteredRolesQuery };
  now: Date;
}): Promise<RegisteredRole[]> {
  const person = await loadPersonForActor(options.db, options.actor, options.input.id);
  const personIds = [person.id];
  if (options.input.query.includeDependants && person.id === options.actor.personId) {
    personIds.push(...(await listChildIds(options.db, person.id)));
  }
  const rows = await listRoleRows(options.db, personIds, options.input.query.activeOnly ? isoDay(options.now) : null);
  return rows.map((row) => ({
    id: row.id,
    organisationId: row.organisationId,
    organisation: row.organisationName,
    personId: row.personId,
    personName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    hasInvalidDbs: row.hasInvalidDbs,
    isPlayingRole: row.roleParentId === ROLE_PARENT_IDS.playing,
    roleDetails: {
      roleName: row.roleName,
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
              teamTemplate: { name: row.templateName },
              gameFormat: { id: row.gameFormatId, name: row.gameFormatName },
            }
          : null,
    },
  }));
}
