import type { UnionRoleHolder } from '@mywru/shared';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentHolders } from './present';
import { listActiveUnionRoleRows } from './queries';

/** GET /union/roles: every active union role grant (holder, role, granted when and by whom). Area union-roles. */
export async function listUnionRoles(context: UseCaseContext): Promise<UnionRoleHolder[]> {
  const { db, actor } = context;
  await requireUnionArea(db, actor, 'union-roles');
  return presentHolders(await listActiveUnionRoleRows(db));
}
