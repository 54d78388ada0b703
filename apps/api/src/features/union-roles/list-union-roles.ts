import type { UnionRoleHolder } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentHolders } from './present';
import { listActiveUnionRoleRows } from './queries';

/** GET /union/roles: every active union role grant (holder, role, granted when and by whom). Area union-roles. */
export async function listUnionRoles(options: { db: DbOrTx; actor: Actor }): Promise<UnionRoleHolder[]> {
  await requireUnionArea(options.db, options.actor, 'union-roles');
  return presentHolders(await listActiveUnionRoleRows(options.db));
}
