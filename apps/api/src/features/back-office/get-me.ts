import type { UnionMe } from '@mywru/shared';
import { requireUnionStaff, unionAreasOf } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';

/**
 * GET /union/me: which union roles the signed-in staff member holds and which areas of the back
 * office they reach (the outbox only on a server that keeps one). 403 for anyone without a union role.
 */
export async function getUnionMe(context: UseCaseContext, input: { hasOutbox: boolean }): Promise<UnionMe> {
  const roles = await requireUnionStaff(context.db, context.actor);
  return { roles, areas: unionAreasOf(roles, { hasOutbox: input.hasOutbox }) };
}
