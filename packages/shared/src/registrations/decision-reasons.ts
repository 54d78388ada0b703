import { defineReasons } from '../errors/reasons';

/**
 * Why a decision on a player application or a volunteer registration (the club's or the union's),
 * Change Team, or a read of the union's work queue is refused. The English is the detail the API
 * answers with; the web app shows the translation of the reason.
 */
export const registrationDecisionReasons = defineReasons({
  'organisation.permission.registrations': {
    code: 'forbidden',
    en: 'You do not have permission to manage registrations for this organisation',
  },
  'player_application.not_found': { code: 'not_found', en: 'The application was not found' },
  'player_application.already_decided': {
    code: 'conflict',
    en: "Only an application awaiting the organisation's decision can be decided",
  },
  'player_application.no_team_options': {
    code: 'validation_failed',
    en: 'No team variations found for this team type',
  },
  'player_application.team_option_required': {
    code: 'validation_failed',
    en: 'Choose a team option: this team has more than one variation',
  },
  'player_application.team_option_of_other_team': {
    code: 'validation_failed',
    en: 'The team option must be a variation of the applied-for team',
  },
  'player_application.not_referred': {
    code: 'conflict',
    en: 'Only an application referred to the union can be decided by the union',
  },
  'player_application.role_not_found': { code: 'not_found', en: 'The role was not found' },
  'player_application.not_a_playing_role': {
    code: 'validation_failed',
    en: 'Only an active playing role in this organisation can change team',
  },
  'player_application.not_a_team_option': {
    code: 'validation_failed',
    en: 'The new team must be a variation of the same team',
  },
  'player_application.team_changed_meanwhile': {
    code: 'conflict',
    en: 'The team of this role changed meanwhile: reload and try again',
  },
  'volunteer_registration.not_found': { code: 'not_found', en: 'The registration was not found' },
  'volunteer_registration.already_decided': { code: 'conflict', en: 'This registration has already been decided' },
  'volunteer_registration.no_organisation_decision_needed': {
    code: 'conflict',
    en: "This registration does not need the organisation's decision",
  },
  'volunteer_registration.dbs_warning_required': {
    code: 'validation_failed',
    en: 'This role needs a valid DBS check and this person does not hold one: tick the safeguarding warning to approve',
  },
  'volunteer_registration.member_id_mismatch': {
    code: 'validation_failed',
    en: 'The member id does not match the registration',
  },
  'volunteer_registration.already_decided_by_union': {
    code: 'conflict',
    en: 'This registration has already been decided by the union',
  },
  'volunteer_registration.no_union_decision_needed': {
    code: 'conflict',
    en: "This registration does not need the union's decision",
  },
  'work_queue.person_not_found': { code: 'not_found', en: 'The person was not found' },
});
