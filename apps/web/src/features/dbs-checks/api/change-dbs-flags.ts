import { updateDbsFlagsEndpoint } from '@mywru/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { afterDbsChange } from './after-dbs-change';

/** `PUT /api/union/people/{id}/dbs-flags`: sets the flags given (invalid; active application). */
export function useChangeDbsFlags() {
  const queryClient = useQueryClient();
  return useEndpointMutation(updateDbsFlagsEndpoint, { onSuccess: (dbs) => afterDbsChange(queryClient, dbs) });
}
