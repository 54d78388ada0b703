import { getUnionSettingsEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/union/settings`: the union's settings (the Union Administrator only). */
export function unionSettingsQuery() {
  return endpointQuery(getUnionSettingsEndpoint);
}

export function useUnionSettings() {
  return useQuery(unionSettingsQuery());
}
