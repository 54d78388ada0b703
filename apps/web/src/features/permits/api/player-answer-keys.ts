import { getPermitForPlayerEndpoint, listActionsEndpoint, queryKeyOf, queryKeyOfPath } from '@mywru/shared';
import type { QueryKey } from '@tanstack/react-query';

/**
 * What an answer of the player or guardian changes: the permit itself, the actions waiting (GET
 * /api/actions lists the permits awaiting the player) and the valid permits on Your Roles.
 */
export function playerAnswerKeys(permitId: number): readonly QueryKey[] {
  return [
    queryKeyOf(getPermitForPlayerEndpoint, { params: { id: permitId } }),
    queryKeyOf(listActionsEndpoint),
    queryKeyOfPath('/api/permit/person'),
  ];
}
