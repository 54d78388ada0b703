import { defineReasons } from '../errors/reasons';

/** Why a qualification request is refused. */
export const qualificationReasons = defineReasons({
  'qualification.person_not_found': { code: 'not_found', en: 'The person was not found' },
  'qualification.not_found': { code: 'not_found', en: 'The qualification was not found' },
  'qualification.already_ended': { code: 'conflict', en: 'This qualification has already been ended' },
  'qualification.ended_cannot_change': { code: 'conflict', en: 'An ended qualification cannot be changed' },
});
