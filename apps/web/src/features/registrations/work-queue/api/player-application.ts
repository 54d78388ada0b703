import { UnionPlayerApplicationDetailSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../../lib/api-client';
import { workQueueKey } from './keys';

/** `GET /api/union/player-applications/{id}`: one referred application with the person, the reason and the history. */
export function playerApplicationQuery(id: number) {
  return queryOptions({
    queryKey: [...workQueueKey, 'player_application', id],
    queryFn: async () =>
      UnionPlayerApplicationDetailSchema.parse(await apiData<unknown>(`/api/union/player-applications/${id}`)),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePlayerApplication(id: number) {
  return useQuery(playerApplicationQuery(id));
}
