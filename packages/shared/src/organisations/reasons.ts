import { defineReasons } from '../errors/reasons';
import { ORGANISATION_PERMISSION_MESSAGES } from './administration';

/**
 * Refusals of the organisation hub's areas (the Registrations area's is declared with the club's
 * decisions in registrations). The English is the spec's permission message of the area.
 */
export const organisationReasons = defineReasons({
  'organisation.permission.hub': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.hub },
  'organisation.permission.resources': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.resources },
  'organisation.permission.teams': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.teams },
  'organisation.permission.people': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.people },
  'organisation.permission.transfers': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.transfers },
  'organisation.permission.permits': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.permits },
  'organisation.permission.fixtures': { code: 'forbidden', en: ORGANISATION_PERMISSION_MESSAGES.fixtures },
});
