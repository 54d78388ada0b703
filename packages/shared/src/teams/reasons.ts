import { defineReasons } from '../errors/reasons';

export const teamReasons = defineReasons({
  'team.not_found': { code: 'not_found', en: 'The team was not found' },
  'team.organisation_not_found': { code: 'not_found', en: 'No such organisation' },
});
