import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const backOfficeContracts = () => import('@mywru/shared/back-office/endpoints');
const getUnionSettingsEndpoint = lazyEndpoint(
  'GET',
  '/api/union/settings',
  async () => (await backOfficeContracts()).getUnionSettingsEndpoint,
);

/** `GET /api/union/settings`: the union's settings (the Union Administrator only). */
export function unionSettingsQuery() {
  return endpointQuery(getUnionSettingsEndpoint);
}

export function useUnionSettings() {
  return useQuery(unionSettingsQuery());
}
