import { defineReasons } from '../errors/reasons';

/**
 * Why a transfer call is refused. The English is the detail the API answers with (for logs and the
 * API reference); the web app shows the translation of the reason. Where the spec quotes a message,
 * the English is that message word for word.
 */
export const transferReasons = defineReasons({
  'transfer.not_found': { code: 'not_found', en: 'The transfer was not found' },
  'transfer.permission.player': {
    code: 'forbidden',
    en: "Only the player, or a child player's guardian, can answer this transfer",
  },
  'transfer.permission.organisation': {
    code: 'forbidden',
    en: 'Only the sending organisation can approve or object to this transfer',
  },
  'transfer.permission.team': {
    code: 'forbidden',
    en: 'A Team Manager or Team Coach can only transfer players into their own teams',
  },
  'transfer.player_not_found': {
    code: 'not_found',
    en: 'We could not verify those details. Please check the WRU ID and last name and try again.',
  },
  'transfer.player_details_incomplete': {
    code: 'validation_failed',
    en: 'Player details incomplete. This player needs to update their details on MyWRU to proceed with the transfer.',
  },
  'transfer.no_active_affiliation': {
    code: 'validation_failed',
    en: 'This person has no active affiliation to an organisation, so cannot be transferred. They can register to play using MyWRU.',
  },
  'transfer.information_incomplete': {
    code: 'validation_failed',
    en: 'Transfer information is missing or incomplete.',
  },
  'transfer.same_organisation': {
    code: 'validation_failed',
    en: 'A player cannot be transferred to the organisation they already play for',
  },
  'transfer.to_team_not_eligible': {
    code: 'validation_failed',
    en: 'This person is not eligible to transfer to that team',
  },
  'transfer.already_open': { code: 'conflict', en: 'This person already has a transfer in progress' },
  'transfer.application_pending': {
    code: 'conflict',
    en: 'This person has a player application in progress, so cannot be transferred until it is decided',
  },
  'transfer.season_limit_reached': {
    code: 'conflict',
    en: 'This team has reached the maximum number of transfers for this season. Please contact the WRU.',
  },
  'transfer.player_already_decided': { code: 'conflict', en: 'This transfer has already been answered' },
  'transfer.organisation_already_decided': {
    code: 'conflict',
    en: 'Your organisation has already approved or objected to this transfer',
  },
  'transfer.objection_window_closed': {
    code: 'conflict',
    en: "The 7 days to approve or object after the player's approval have passed",
  },
  'transfer.not_ready_for_union': {
    code: 'conflict',
    en: 'The union can decide once the player has approved and the sending organisation has answered or its 7 days have passed',
  },
  'transfer.already_decided': { code: 'conflict', en: 'This transfer has already been decided' },
  'transfer.ended': { code: 'conflict', en: 'This transfer has ended, so it can no longer be cancelled' },
  'transfer.role_changed_meanwhile': {
    code: 'conflict',
    en: "The player's team changed since the transfer was made: reject it and make a new one",
  },
});
export type TransferReason = keyof typeof transferReasons;
