import { changeUnionSettingsEndpoint } from '@mywru/shared';
import { useEndpointMutation } from '../../../lib/endpoint-client';
import { unionSettingsQuery } from './union-settings';

/** `PUT /api/union/settings`: changes the union's settings; the settings are read again afterwards. */
export function useChangeUnionSettings() {
  return useEndpointMutation(changeUnionSettingsEndpoint, { invalidates: () => [unionSettingsQuery().queryKey] });
}
