import { defineReasons } from '../errors/reasons';

/** Why a DBS check request is refused. */
export const dbsCheckReasons = defineReasons({
  'dbs_check.person_not_found': { code: 'not_found', en: 'The person was not found' },
});
