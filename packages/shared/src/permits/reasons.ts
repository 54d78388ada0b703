import { defineReasons } from '../errors/reasons';

/**
 * Why a permit call is refused. The English is the detail the API answers with (for logs and the
 * API reference); the web app shows the translation of the reason. Where the spec quotes a message,
 * the English is that message word for word.
 */
export const permitReasons = defineReasons({
  'permit.not_found': { code: 'not_found', en: 'The permit was not found' },
  'permit.permission.player': {
    code: 'forbidden',
    en: "Only the player, or a child player's guardian, can answer this permit",
  },
  'permit.permission.sending_organisation': {
    code: 'forbidden',
    en: 'Only the sending organisation can approve or reject this permit',
  },
  'permit.permission.receiving_organisation': {
    code: 'forbidden',
    en: 'Only the organisation that requested this permit can cancel it',
  },
  'permit.permission.team': {
    code: 'forbidden',
    en: 'A Team Manager or Team Coach can only request permits for fixtures of their own teams',
  },
  'permit.player_not_found': { code: 'not_found', en: 'No matching players were found for those details.' },
  'permit.not_active_player': { code: 'validation_failed', en: 'This person is not currently an active player' },
  'permit.not_eligible': { code: 'validation_failed', en: 'This player is not eligible for permit' },
  'permit.same_organisation': {
    code: 'validation_failed',
    en: 'A player cannot be given a permit to play for the organisation they already play for',
  },
  'permit.fixture_not_found': { code: 'not_found', en: 'The fixture was not found' },
  'permit.fixture_not_for_organisation': {
    code: 'validation_failed',
    en: 'The receiving organisation does not play in this fixture',
  },
  'permit.fixture_claimed': {
    code: 'conflict',
    en: 'A referee has already claimed this fixture, so no permit can be requested for it',
  },
  'permit.already_exists': { code: 'conflict', en: 'This player already has a permit for this fixture' },
  'permit.limit_reached': {
    code: 'conflict',
    en: 'You have already used the maximum number of permits for this fixture.',
  },
  'permit.player_already_decided': { code: 'conflict', en: 'This permit has already been answered' },
  'permit.organisation_already_decided': {
    code: 'conflict',
    en: 'This permit has already been approved or rejected by the sending organisation, or decided by the WRU',
  },
  'permit.already_decided': { code: 'conflict', en: 'The WRU has already decided this permit' },
  'permit.not_ready_for_union': {
    code: 'conflict',
    en: 'The WRU can decide once the player has approved the permit',
  },
  'permit.cancelled': { code: 'conflict', en: 'This permit has been cancelled' },
  'permit.kicked_off': { code: 'conflict', en: 'The fixture has kicked off, so this permit can no longer change' },
});
export type PermitReason = keyof typeof permitReasons;
