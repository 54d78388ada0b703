import { queryKeyOfPath, type UnionDecision, type UnionWorkQueueItem } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { lazyEndpoint, useEndpointMutation } from '../../../../lib/endpoint-client';
import { unionSummaryQuery } from '../../../../entities/union-staff';

const registrationsContracts = () => import('@mywru/shared/registrations/decision-endpoints');
const decidePlayerApplicationAsUnionEndpoint = lazyEndpoint(
  'POST',
  '/api/union/player-applications/:id/decision',
  async () => (await registrationsContracts()).decidePlayerApplicationAsUnionEndpoint,
);
const decideVolunteerRegistrationAsUnionEndpoint = lazyEndpoint(
  'POST',
  '/api/union/volunteer-registrations/:id/decision',
  async () => (await registrationsContracts()).decideVolunteerRegistrationAsUnionEndpoint,
);

export type WorkQueueKind = UnionWorkQueueItem['kind'];

/** What a decision refreshes: every read of the union's back office, and the dashboard's counts. */
const refreshedAfterDecision = () => [queryKeyOfPath('/api/union'), unionSummaryQuery(true).queryKey];

/**
 * The union's decision on a work-queue item (`POST .../decision` of its kind). Rejects with the
 * `ApiError` of a refusal; afterwards every work-queue read and the dashboard's counts are
 * refreshed, also after a 409 (someone else decided first) so the page shows the decision that stands.
 */
export function useDecide() {
  const queryClient = useQueryClient();
  const options = { invalidates: refreshedAfterDecision };
  const { mutateAsync: decidePlayerApplication } = useEndpointMutation(decidePlayerApplicationAsUnionEndpoint, options);
  const { mutateAsync: decideVolunteerRegistration } = useEndpointMutation(
    decideVolunteerRegistrationAsUnionEndpoint,
    options,
  );
  return useCallback(
    async (kind: WorkQueueKind, id: number, decision: UnionDecision): Promise<void> => {
      const request = { params: { id }, body: decision };
      try {
        if (kind === 'player_application') await decidePlayerApplication(request);
        else await decideVolunteerRegistration(request);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          await Promise.all(refreshedAfterDecision().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        }
        throw error;
      }
    },
    [queryClient, decidePlayerApplication, decideVolunteerRegistration],
  );
}
