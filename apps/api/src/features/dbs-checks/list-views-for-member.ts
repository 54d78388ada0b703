import {
  DBS_VIEWS_LIMIT,
  UNION_ROLE_LABELS,
  UNION_ROLE_LABELS_CY,
  unionDay,
  type DbsView,
  type UnionRole,
} from '@mywru/shared';
import { loadPersonForActor } from '../../domain/access/person-access';
import { isActiveOn } from '../../domain/role/queries';
import type { UseCaseContext } from '../../lib/use-case-context';
import { listDbsReadEntries, listOfficeRolesOf } from './queries';

/** The union roles the read recorded, in English and in Welsh (null when none is known). */
function unionRoleNames(details: unknown): Pick<DbsView, 'role' | 'roleCy'> {
  if (!details || typeof details !== 'object' || !('unionRoles' in details) || !Array.isArray(details.unionRoles))
    return { role: null, roleCy: null };
  const held = details.unionRoles.filter(
    (role): role is UnionRole => typeof role === 'string' && role in UNION_ROLE_LABELS,
  );
  return held.length > 0
    ? {
        role: held.map((role) => UNION_ROLE_LABELS[role]).join(', '),
        roleCy: held.map((role) => UNION_ROLE_LABELS_CY[role]).join(', '),
      }
    : { role: null, roleCy: null };
}

/**
 * GET /person/{id}/dbs-views: who viewed my own or my child's DBS record and when, newest first (at
 * most 100), from the audit log's 'dbs.read' entries: the organisation (or the union) and the
 * viewer's role there on the day of the read when known; never the viewer's name.
 */
export async function listDbsViewsForMember(context: UseCaseContext, input: { id: number }): Promise<DbsView[]> {
  const { db, actor } = context;
  const person = await loadPersonForActor(db, actor, input.id);
  const entries = await listDbsReadEntries(db, person.id, DBS_VIEWS_LIMIT);
  const fromOrganisations = entries.filter((entry) => entry.organisationId !== null && entry.actorPersonId !== null);
  const officeRoles = await listOfficeRolesOf(
    db,
    [...new Set(fromOrganisations.map((entry) => entry.actorPersonId as number))],
    [...new Set(fromOrganisations.map((entry) => entry.organisationId as number))],
  );
  return entries.map((entry) => {
    if (entry.organisationId === null) {
      return {
        at: entry.at.toISOString(),
        viewer: 'union',
        organisationName: null,
        ...unionRoleNames(entry.details),
      };
    }
    const day = unionDay(entry.at);
    const held = officeRoles.filter(
      (role) =>
        role.personId === entry.actorPersonId && role.organisationId === entry.organisationId && isActiveOn(role, day),
    );
    // One entry a role name; the Welsh names follow the English ones' order.
    const names = new Map(held.map((role) => [role.roleName, role.roleNameCy]));
    return {
      at: entry.at.toISOString(),
      viewer: 'organisation',
      organisationName: entry.organisationName,
      role: names.size > 0 ? [...names.keys()].join(', ') : null,
      roleCy: names.size > 0 ? [...names.values()].join(', ') : null,
    };
  });
}
