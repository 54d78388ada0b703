import { recordDbsCheckEndpoint } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { afterDbsChange } from './after-dbs-change';

/** `POST /api/union/people/{id}/dbs`: records a DBS check; answers the person's DBS afterwards. */
export function useAddDbsCheck() {
  const queryClient = useQueryClient();
  return useEndpointMutation(recordDbsCheckEndpoint, { onSuccess: (dbs) => afterDbsChange(queryClient, dbs) });
}
