import { defineReasons } from '../errors/reasons';
import { ELIGIBILITY_RESTRICTION_MESSAGES } from './player-applications/eligibility';
import { VOLUNTEER_CHOICE_MESSAGES } from './volunteer-registrations/volunteer-registration';

/**
 * Why a member's registration is refused: applying to play (the team, its age grade and sex, the
 * three eligibility restrictions, the consents) and registering to volunteer (the role's rules).
 * The English of each is the text the member read before reasons existed; the spec's quoted
 * messages (the restrictions' notices, the consents, the volunteer choices) are kept exactly.
 */
export const registrationReasons = defineReasons({
  'player_application.team_not_found': { code: 'not_found', en: 'The team was not found' },
  'player_application.organisation_type_not_found': { code: 'not_found', en: 'The organisation type was not found' },
  'player_application.registrations_closed': { code: 'conflict', en: 'Registrations for this team are closed' },
  'player_application.age_grade_not_open': {
    code: 'conflict',
    en: "This team is not open to the player's age grade this season",
  },
  'player_application.sex_not_open': { code: 'conflict', en: "This team is not open to the player's sex" },
  'player_application.consents_missing': {
    code: 'validation_failed',
    en: 'Every policy must be agreed to before applying to play',
  },
  'eligibility.active_playing_role': {
    code: 'conflict',
    en: ELIGIBILITY_RESTRICTION_MESSAGES['active-playing-role'],
  },
  'eligibility.previous_registration': {
    code: 'conflict',
    en: ELIGIBILITY_RESTRICTION_MESSAGES['previous-registration'],
  },
  'eligibility.pending_application': {
    code: 'conflict',
    en: ELIGIBILITY_RESTRICTION_MESSAGES['pending-application'],
  },
  'volunteer_registration.consents_missing': {
    code: 'validation_failed',
    en: 'Every policy must be agreed to before registering to volunteer',
  },
  'volunteer_registration.role_unknown': { code: 'validation_failed', en: 'Choose one of the volunteer roles' },
  'volunteer_registration.date_of_birth_missing': {
    code: 'validation_failed',
    en: 'A date of birth is needed before registering to volunteer',
  },
  'volunteer_registration.too_young': {
    code: 'validation_failed',
    en: 'You must be at least {{minAge}} to volunteer as {{role}}',
  },
  'volunteer_registration.organisation_not_active': { code: 'validation_failed', en: 'Choose an active organisation' },
  'volunteer_registration.teams_not_of_organisation': {
    code: 'validation_failed',
    en: 'The chosen teams must belong to the chosen organisation',
  },
  'volunteer_registration.teams_without_organisation': {
    code: 'validation_failed',
    en: 'Teams can only be chosen with an organisation',
  },
  'volunteer_registration.organisation_required': {
    code: 'validation_failed',
    en: VOLUNTEER_CHOICE_MESSAGES['organisation'] as string,
  },
  'volunteer_registration.teams_required': {
    code: 'validation_failed',
    en: VOLUNTEER_CHOICE_MESSAGES['teams'] as string,
  },
  'volunteer_registration.age_grades_not_acknowledged': {
    code: 'validation_failed',
    en: VOLUNTEER_CHOICE_MESSAGES['ageGradeAcknowledgement'] as string,
  },
});
