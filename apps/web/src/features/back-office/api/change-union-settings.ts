import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { unionSettingsQuery } from './union-settings';

const backOfficeContracts = () => import('@mywru/shared/back-office/endpoints');
const changeUnionSettingsEndpoint = lazyEndpoint(
  'PUT',
  '/api/union/settings',
  async () => (await backOfficeContracts()).changeUnionSettingsEndpoint,
);

/** `PUT /api/union/settings`: changes the union's settings; the settings are read again afterwards. */
export function useChangeUnionSettings() {
  return useEndpointMutation(changeUnionSettingsEndpoint, { invalidates: () => [unionSettingsQuery().queryKey] });
}
