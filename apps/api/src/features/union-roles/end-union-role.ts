import { UNION_ROLE_MESSAGES, type UnionRoleHolder } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentHolders } from './present';
import { endUnionRole as setEnded, findUnionRoleRow, lockActiveGrantsOfRole, lockUnionRole } from './queries';

/**
 * POST /union/roles/{id}/end: ends a union role grant. 404 for an unknown grant, 409 for one already
 * ended, and 409 for the last active Union Administrator (the union must keep one). All active
 * administrator grants are locked first (in id order), so two administrators ending each other at
 * once cannot both succeed. Audited ('union-role.ended') in the same transaction. Area union-roles.
 */
export async function endUnionRole(options: {
  db: Db;
  actor: Actor;
  id: number;
  now: Date;
  requestId: string;
}): Promise<UnionRoleHolder> {
  const { db, actor, now } = options;
  await requireUnionArea(db, actor, 'union-roles');
  return db.transaction(async (tx) => {
    const found = await findUnionRoleRow(tx, options.id);
    if (!found) throw AppError.notFound(UNION_ROLE_MESSAGES.roleNotFound);
    // Administrators' grants are locked all together, in id order, before the one being ended.
    const administrators =
      found.role === 'union_administrator' ? await lockActiveGrantsOfRole(tx, 'union_administrator') : [];
    const grant = await lockUnionRole(tx, found.id);
    if (!grant) throw AppError.notFound(UNION_ROLE_MESSAGES.roleNotFound);
    if (grant.endedAt !== null) throw AppError.conflict(UNION_ROLE_MESSAGES.alreadyEnded);
    if (grant.role === 'union_administrator' && !administrators.some((row) => row.id !== grant.id)) {
      throw AppError.conflict(UNION_ROLE_MESSAGES.lastAdministrator);
    }
    await setEnded(tx, grant.id, now);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'union-role.ended',
      subjectType: 'union-role',
      subjectId: grant.id,
      personId: grant.personId,
      requestId: options.requestId,
      details: { role: grant.role },
    });
    const row = await findUnionRoleRow(tx, grant.id);
    const [holder] = presentHolders(row ? [row] : []);
    if (!holder) throw new Error('the union role vanished');
    return holder;
  });
}
