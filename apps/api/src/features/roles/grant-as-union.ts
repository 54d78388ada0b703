import { isChildOn, type GrantUnionRole, type UnionRoleHolder } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentHolders } from './present';
import { findUnionRoleRow, hasActiveUnionRole, insertUnionRole } from './queries';
import { lockPerson } from '../../domain/person/queries';

/**
 * POST /union/roles: grants a union role to a person (by member id). 404 for an unknown person, 409
 * for a child or for a role the person already holds. The person's row is locked first, so two
 * identical grants at once give one grant and one 409. Audited ('union-role.granted') in the same
 * transaction. Area union-roles.
 */
export async function grantUnionRole(context: UseCaseContext, input: GrantUnionRole): Promise<UnionRoleHolder> {
  const { db, actor, now, requestId } = context;
  await requireUnionArea(db, actor, 'union-roles');
  return db.transaction(async (tx) => {
    const person = await lockPerson(tx, input.personId);
    if (!person) throw new AppError('union_role.person_not_found');
    if (person.dob !== null && isChildOn(person.dob, now)) throw new AppError('union_role.child');
    if (await hasActiveUnionRole(tx, person.id, input.role)) throw new AppError('union_role.duplicate');
    const id = await insertUnionRole(tx, {
      personId: person.id,
      role: input.role,
      grantedBy: actor.personId,
      grantedAt: now,
    });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'union-role.granted',
      subjectType: 'union-role',
      subjectId: id,
      personId: person.id,
      requestId,
      details: { role: input.role },
    });
    const row = await findUnionRoleRow(tx, id);
    const [holder] = presentHolders(row ? [row] : []);
    if (!holder) throw new Error('the union role vanished');
    return holder;
  });
}
