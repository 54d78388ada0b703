import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const outboxContracts = () => import('@mywru/shared/outbox/endpoints');
const readOutboxEndpoint = lazyEndpoint(
  'GET',
  '/api/union/outbox',
  async () => (await outboxContracts()).readOutboxEndpoint,
);

/** `GET /api/union/outbox`: the e-mail this server kept instead of sending, newest first (the Union Administrator only). */
export function outboxQuery() {
  return endpointQuery(readOutboxEndpoint);
}

export function useOutbox() {
  return useQuery(outboxQuery());
}
