/**
 * Person role records (the spec's shape): a person's roles as an organisation sees them, with the
 * team variation and the team's other variations. Shared by Search People, the person's roles and
 * Change Team.
 */
import type { PersonRoleRecord } from '@mywru/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, personOrganisationRoles, roles, teamChildren, teamParents } from '../../db/schema';
import { activeOn, ROLE_PARENT_IDS } from './queries';

function roleRows(db: DbOrTx, conditions: (SQL | undefined)[]) {
  return db
    .select({
      personOrganisationRoleId: personOrganisationRoles.id,
      personId: personOrganisationRoles.personId,
      roleId: roles.id,
      roleName: roles.value,
      roleNameCy: roles.valueCy,
      roleParentId: roles.roleParentId,
      organisationId: personOrganisationRoles.organisationId,
      organisationName: organisations.name,
      teamChildId: teamChildren.id,
      teamChildValue: teamChildren.value,
      teamParentId: teamParents.id,
      teamParentName: teamParents.name,
      activeFrom: personOrganisationRoles.activeFrom,
      activeTo: personOrganisationRoles.activeTo,
      transferred: personOrganisationRoles.transferred,
    })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .leftJoin(organisations, eq(organisations.id, personOrganisationRoles.organisationId))
    .leftJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .leftJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .where(and(...conditions))
    .orderBy(
      asc(personOrganisationRoles.personId),
      asc(roles.roleParentId),
      asc(roles.value),
      desc(personOrganisationRoles.activeFrom),
      asc(personOrganisationRoles.id),
    );
}
export type RoleRow = Awaited<ReturnType<typeof roleRows>>[number];

/**
 * Roles of the given persons, optionally in one organisation, active today (unless `today` is
 * null), playing only, without those ended by a transfer.
 */
export async function listRoleRows(
  db: DbOrTx,
  options: {
    personIds: readonly number[];
    organisationIds: readonly number[] | null;
    today: string | null;
    playingOnly?: boolean;
    excludeTransferred?: boolean;
  },
): Promise<RoleRow[]> {
  if (options.personIds.length === 0) return [];
  if (options.organisationIds !== null && options.organisationIds.length === 0) return [];
  const conditions: (SQL | undefined)[] = [inArray(personOrganisationRoles.personId, [...options.personIds])];
  if (options.organisationIds !== null)
    conditions.push(inArray(personOrganisationRoles.organisationId, [...options.organisationIds]));
  if (options.today !== null) conditions.push(activeOn(options.today));
  if (options.playingOnly) conditions.push(eq(roles.roleParentId, ROLE_PARENT_IDS.playing));
  if (options.excludeTransferred) conditions.push(eq(personOrganisationRoles.transferred, false));
  return roleRows(db, conditions);
}

async function listTeamChildrenOf(db: DbOrTx, teamParentIds: readonly number[]) {
  if (teamParentIds.length === 0) return [];
  return db
    .select({ id: teamChildren.id, value: teamChildren.value, teamParentId: teamChildren.teamParentId })
    .from(teamChildren)
    .where(inArray(teamChildren.teamParentId, [...teamParentIds]))
    .orderBy(asc(teamChildren.id));
}

/** The given role ids, whatever their state. */
export async function listRoleRowsById(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return roleRows(db, [inArray(personOrganisationRoles.id, [...ids])]);
}

/** Role rows as the wire shows them, each with its team's variations. */
export async function presentRoleRecords(db: DbOrTx, rows: readonly RoleRow[]): Promise<PersonRoleRecord[]> {
  const teamParentIds = [...new Set(rows.map((row) => row.teamParentId).filter((id): id is number => id !== null))];
  const children = await listTeamChildrenOf(db, teamParentIds);
  return rows.map((row) => ({
    personOrganisationRoleId: row.personOrganisationRoleId,
    roleId: row.roleId,
    roleName: row.roleName,
    roleNameCy: row.roleNameCy,
    roleValues: [row.roleName],
    roleParentId: row.roleParentId,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
    teamChild:
      row.teamChildId !== null && row.teamChildValue !== null
        ? { id: row.teamChildId, value: row.teamChildValue }
        : null,
    teamParent:
      row.teamParentId !== null && row.teamParentName !== null
        ? {
            id: row.teamParentId,
            name: row.teamParentName,
            teamChildren: children
              .filter((c) => c.teamParentId === row.teamParentId)
              .map((c) => ({ id: c.id, value: c.value })),
          }
        : null,
    activeFrom: row.activeFrom,
    activeTo: row.activeTo,
    transferred: row.transferred,
  }));
}
