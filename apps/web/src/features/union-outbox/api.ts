import { OutboxSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

/** `GET /api/union/outbox`: the e-mail this server kept instead of sending, newest first (the Union Administrator only). */
export const outboxQuery = queryOptions({
  queryKey: ['union', 'outbox'],
  queryFn: async () => OutboxSchema.parse(await apiData<unknown>('/api/union/outbox')),
});

export function useOutbox() {
  return useQuery(outboxQuery);
}
