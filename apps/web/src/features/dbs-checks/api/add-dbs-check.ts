import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { afterDbsChange } from './after-dbs-change';

const dbsChecksContracts = () => import('@mywru/shared/dbs-checks/endpoints');
const recordDbsCheckEndpoint = lazyEndpoint(
  'POST',
  '/api/union/people/:id/dbs',
  async () => (await dbsChecksContracts()).recordDbsCheckEndpoint,
);

/** `POST /api/union/people/{id}/dbs`: records a DBS check; answers the person's DBS afterwards. */
export function useAddDbsCheck() {
  const queryClient = useQueryClient();
  return useEndpointMutation(recordDbsCheckEndpoint, { onSuccess: (dbs) => afterDbsChange(queryClient, dbs) });
}
