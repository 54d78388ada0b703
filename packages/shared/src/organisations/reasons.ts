import { defineReasons } from '../errors/reasons';
import { ORGANISATION_PERMISSION_MESSAGES } from './administration';
import { UNION_ORGANISATION_MESSAGES } from './union-organisations';

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
  // The union's administration of organisations and their office holders.
  'organisation.not_found': { code: 'not_found', en: 'The organisation was not found' },
  'organisation.type_unknown': { code: 'validation_failed', en: UNION_ORGANISATION_MESSAGES.typeUnknown },
  'organisation.region_unknown': { code: 'validation_failed', en: UNION_ORGANISATION_MESSAGES.regionUnknown },
  'organisation.role_unknown': { code: 'validation_failed', en: UNION_ORGANISATION_MESSAGES.roleUnknown },
  'organisation.person_unknown': { code: 'validation_failed', en: UNION_ORGANISATION_MESSAGES.personUnknown },
  'organisation.person_too_young': { code: 'validation_failed', en: UNION_ORGANISATION_MESSAGES.personTooYoung },
  'organisation.teams_required': { code: 'validation_failed', en: UNION_ORGANISATION_MESSAGES.teamsRequired },
  'organisation.teams_not_allowed': { code: 'validation_failed', en: UNION_ORGANISATION_MESSAGES.teamsNotAllowed },
  'organisation.team_not_of_organisation': {
    code: 'validation_failed',
    en: UNION_ORGANISATION_MESSAGES.teamNotOfOrganisation,
  },
  'organisation.already_appointed': { code: 'conflict', en: UNION_ORGANISATION_MESSAGES.alreadyAppointed },
  'organisation.appointment_not_found': { code: 'not_found', en: 'The appointment was not found' },
  'organisation.appointment_ended': { code: 'conflict', en: UNION_ORGANISATION_MESSAGES.alreadyEnded },
});
