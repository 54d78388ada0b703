import { getRuntimeConfigEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { shouldRetryQuery } from './api-client';
import { endpointQuery } from './endpoint-client';

export type { RuntimeConfig } from '@mywru/shared';

export const runtimeConfigQuery = {
  ...endpointQuery(getRuntimeConfigEndpoint),
  staleTime: Infinity,
  retry: shouldRetryQuery,
};

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}
