import { UNION_ROLES, type UnionRole, type UnionRoleHolder } from '@mywru/shared';
import type { UnionRoleHolderRow } from './queries';

export function isUnionRole(role: string): role is UnionRole {
  return (UNION_ROLES as readonly string[]).includes(role);
}

/** A grant as the roles page shows it. Rows with a role this version does not know are left out by the caller. */
export function presentHolder(row: UnionRoleHolderRow & { role: UnionRole }): UnionRoleHolder {
  return {
    id: row.id,
    role: row.role,
    person: { id: row.personId, firstName: row.firstName, lastName: row.lastName, email: row.email },
    grantedAt: row.grantedAt.toISOString(),
    grantedBy:
      row.grantedById === null
        ? null
        : { id: row.grantedById, firstName: row.grantedByFirstName, lastName: row.grantedByLastName },
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
  };
}

export function presentHolders(rows: readonly UnionRoleHolderRow[]): UnionRoleHolder[] {
  return rows
    .filter((row): row is UnionRoleHolderRow & { role: UnionRole } => isUnionRole(row.role))
    .map(presentHolder);
}
