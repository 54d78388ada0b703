import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
export const getTransferEndpoint = lazyEndpoint(
  'GET',
  '/api/transfer/:id',
  async () => (await transfersContracts()).getTransferEndpoint,
);

/**
 * `GET /api/transfer/{id}`: one transfer with its timeline and what the caller may do now (the
 * player or a child's guardian, either organisation's officials, the union).
 */
export function transferQuery(transferId: number) {
  return endpointQuery(getTransferEndpoint, { params: { id: transferId } });
}

export function useTransfer(transferId: number) {
  return useQuery({ ...transferQuery(transferId), enabled: Number.isInteger(transferId) && transferId > 0 });
}
