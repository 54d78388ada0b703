import type { TransferPlayerSearchQuery } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const searchTransferPlayerEndpoint = lazyEndpoint(
  'GET',
  '/api/person/search/validated',
  async () => (await transfersContracts()).searchTransferPlayerEndpoint,
);

/**
 * `GET /api/person/search/validated?wruId=&lastName=`: Select Player's search, run when the form is
 * sent (`criteria` set); a refusal carries the spec's message as its reason.
 */
export function useTransferPlayerSearch(criteria: TransferPlayerSearchQuery | null) {
  return useQuery({
    ...endpointQuery(searchTransferPlayerEndpoint, { query: criteria ?? { wruId: 0, lastName: '' } }),
    enabled: criteria !== null,
  });
}
