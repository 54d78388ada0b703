import { queryOptions, useQuery } from '@tanstack/react-query';
import { RuntimeConfigSchema } from '@mywru/shared';
import { apiData, shouldRetryQuery } from './api-client';

export type { RuntimeConfig } from '@mywru/shared';

export const runtimeConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => RuntimeConfigSchema.parse(await apiData<unknown>('/api/config')),
  staleTime: Infinity,
  retry: shouldRetryQuery,
});

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}
