import { queryOptions, useQuery } from '@tanstack/react-query';
import { RuntimeConfigSchema } from '@mywru/shared';
import { apiData } from './api-client';

export type { RuntimeConfig } from '@mywru/shared';

export const runtimeConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => RuntimeConfigSchema.parse(await apiData<unknown>('/api/config')),
  staleTime: Infinity,
  retry: 1,
});

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}
