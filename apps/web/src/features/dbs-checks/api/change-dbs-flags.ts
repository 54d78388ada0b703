import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { afterDbsChange } from './after-dbs-change';

const dbsChecksContracts = () => import('@mywru/shared/dbs-checks/endpoints');
const updateDbsFlagsEndpoint = lazyEndpoint(
  'PUT',
  '/api/union/people/:id/dbs-flags',
  async () => (await dbsChecksContracts()).updateDbsFlagsEndpoint,
);

/** `PUT /api/union/people/{id}/dbs-flags`: sets the flags given (invalid; active application). */
export function useChangeDbsFlags() {
  const queryClient = useQueryClient();
  return useEndpointMutation(updateDbsFlagsEndpoint, { onSuccess: (dbs) => afterDbsChange(queryClient, dbs) });
}
