import type { UnionRoleHolder } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentHolders } from './present';
import { endUnionRole as setEnded, findUnionRoleRow, lockActiveGrantsOfRole, lockUnionRole } from './queries';

/**
 * POST /union/roles/{id}/end: ends a union role grant. 404 for an unknown grant, 409 for one already
 * ended, and 409 for the last active Union Administrator (the union must keep one). All active
 * administrator grants are locked first (in id order), so two administrators ending each other at
 * once cannot both succeed. Audited ('union-role.ended') in the same transaction. Area union-roles.
 */
export async function endUnionRole(context: UseCaseContext, input: { id: number }): Promise<UnionRoleHolder> {
  const { db, actor, now, requestId } = context;
  await requireUnionArea(db, actor, 'union-roles');
  return db.transaction(async (tx) => {
    const found = await findUnionRoleRow(tx, input.id);
    if (!found) throw new AppError('union_role.not_found');
    // Administrators' grants are locked all together, in id order, before the one being ended.
    const administrators =
      found.role === 'union_administrator' ? await lockActiveGrantsOfRole(tx, 'union_administrator') : [];
    const grant = await lockUnionRole(tx, found.id);
    if (!grant) throw new AppError('union_role.not_found');
    if (grant.endedAt !== null) throw new AppError('union_role.already_ended');
    if (grant.role === 'union_administrator' && !administrators.some((row) => row.id !== grant.id)) {
      throw new AppError('union_role.last_administrator');
    }
    await setEnded(tx, grant.id, now);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'union-role.ended',
      subjectType: 'union-role',
      subjectId: grant.id,
      personId: grant.personId,
      requestId,
      details: { role: grant.role },
    });
    const row = await findUnionRoleRow(tx, grant.id);
    const [holder] = presentHolders(row ? [row] : []);
    if (!holder) throw new Error('the union role vanished');
    return holder;
  });
}
