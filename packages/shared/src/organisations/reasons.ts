import { defineReasons } from '../errors/reasons';
import { ORGANISATION_PERMISSION_MESSAGES } from './administration';

/**
 * Refusals of the organisation hub's areas this capability serves: the hub itself, its Resources
 * and its teams. The English is the spec's permission message of the area.
 */
export const organisationReasons = defineReasons({
  'organisation.permission.hub': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.hub },
  'organisation.permission.resources': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.resources },
  'organisation.permission.teams': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.teams },
});
