import { queryKeyOf, queryKeyOfPath } from '@mywru/shared';
import type { QueryKey } from '@tanstack/react-query';
import { actionsQuery } from '../../../entities/action';
import { getPermitForPlayerEndpoint } from './permit';

/**
 * What an answer of the player or guardian changes: the permit itself, the actions waiting (GET
 * /api/actions lists the permits awaiting the player) and the valid permits on Your Roles.
 */
export function playerAnswerKeys(permitId: number): readonly QueryKey[] {
  return [
    queryKeyOf(getPermitForPlayerEndpoint, { params: { id: permitId } }),
    actionsQuery().queryKey,
    queryKeyOfPath('/api/permit/person'),
  ];
}
