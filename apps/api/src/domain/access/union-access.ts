/**
 * The one access check of the union's back office. The actor's active union roles (union_roles
 * rows not ended) are matched against the area table in packages/shared (`canUseUnionArea`): the
 * Union Administrator reaches every area, each other union role only its own. A refusal is a 403
 * whose detail contains "permission"; the errors plugin logs it.
 */
import { canUseUnionArea, UNION_AREAS, UNION_ROLES, type UnionArea, type UnionRole } from '@mywru/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { unionRoles } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';

export const UNION_PERMISSION_DETAIL = 'You do not have permission to use this part of the union back office';

function isUnionRole(role: string): role is UnionRole {
  return (UNION_ROLES as readonly string[]).includes(role);
}

/** The actor's active union roles, distinct and sorted (none for members and organisation officials). */
export async function activeUnionRoles(db: DbOrTx, actor: Actor): Promise<UnionRole[]> {
  const rows = await db
    .select({ role: unionRoles.role })
    .from(unionRoles)
    .where(and(eq(unionRoles.personId, actor.personId), isNull(unionRoles.endedAt)));
  return [...new Set(rows.map((row) => row.role).filter(isUnionRole))].sort();
}

/** The areas of the back office these roles reach (the outbox only on a server that keeps one). */
export function unionAreasOf(roles: readonly UnionRole[], server: { hasOutbox: boolean }): UnionArea[] {
  return UNION_AREAS.filter((area) => canUseUnionArea(roles, area) && (area !== 'outbox' || server.hasOutbox));
}

/** Any union role at all, or 403. Answers the actor's roles. */
export async function requireUnionStaff(db: DbOrTx, actor: Actor): Promise<UnionRole[]> {
  const roles = await activeUnionRoles(db, actor);
  if (roles.length === 0) throw AppError.forbidden(UNION_PERMISSION_DETAIL);
  return roles;
}

/** A union role that reaches this area, or 403. Answers the actor's roles. */
export async function requireUnionArea(db: DbOrTx, actor: Actor, area: UnionArea): Promise<UnionRole[]> {
  const roles = await activeUnionRoles(db, actor);
  if (!canUseUnionArea(roles, area)) throw AppError.forbidden(UNION_PERMISSION_DETAIL);
  return roles;
}
