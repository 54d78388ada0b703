import { useQuery } from '@tanstack/react-query';
import { shouldRetryQuery } from './api-client';
import { endpointQuery, lazyEndpoint } from './endpoint-client';

/** GET /api/config, its contract loaded with the first read (decision 035: the landing page reads it). */
const runtimeConfigEndpoint = lazyEndpoint(
  '/api/config',
  async () => (await import('@mywru/shared/runtime-config/endpoints')).getRuntimeConfigEndpoint,
);

export type { RuntimeConfig } from '@mywru/shared';

export const runtimeConfigQuery = {
  ...endpointQuery(runtimeConfigEndpoint),
  staleTime: Infinity,
  retry: shouldRetryQuery,
};

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}
