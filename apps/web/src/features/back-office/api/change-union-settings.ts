import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { unionSettingsQuery } from './union-settings';

/**
 * The contracts load with the first call (`lazyEndpoint`, decision 035): the page's first load
 * leaves out their schemas and zod.
 */
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
