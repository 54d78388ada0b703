import {
  UnionPlayerDecisionResultSchema,
  UnionVolunteerDecisionResultSchema,
  type UnionWorkQueueItem,
} from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest, type ApiResult } from '../../../../lib/api-client';
import { unionKey } from './keys';

export type WorkQueueKind = UnionWorkQueueItem['kind'];

const PATHS: Record<WorkQueueKind, string> = {
  player_application: 'player-applications',
  volunteer_registration: 'volunteer-registrations',
};

/**
 * `POST /api/union/{player-applications|volunteer-registrations}/{id}/decision`. Resolves with the
 * result (never throws); afterwards every work-queue query and the dashboard's counts are refreshed,
 * also after a 409 (someone else decided first) so the page shows the decision that stands.
 */
export function useDecide() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      kind: WorkQueueKind,
      id: number,
      decision: { approve: boolean; reason: string | null },
    ): Promise<ApiResult<unknown>> => {
      const result = await apiRequest<unknown>(`/api/union/${PATHS[kind]}/${id}/decision`, {
        method: 'POST',
        body: decision,
      });
      if (result.success) {
        const schema =
          kind === 'player_application' ? UnionPlayerDecisionResultSchema : UnionVolunteerDecisionResultSchema;
        result.data = schema.parse(result.data);
      }
      if (result.success || result.status === 409) {
        await queryClient.invalidateQueries({ queryKey: unionKey });
      }
      return result;
    },
    [queryClient],
  );
}
