import { readOutboxEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/union/outbox`: the e-mail this server kept instead of sending, newest first (the Union Administrator only). */
export function outboxQuery() {
  return endpointQuery(readOutboxEndpoint);
}

export function useOutbox() {
  return useQuery(outboxQuery());
}
