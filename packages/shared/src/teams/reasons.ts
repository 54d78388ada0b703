import { defineReasons } from '../errors/reasons';
import { UNION_ORGANISATION_MESSAGES } from '../organisations/union-organisations';

export const teamReasons = defineReasons({
  'team.not_found': { code: 'not_found', en: 'The team was not found' },
  'team.organisation_not_found': { code: 'not_found', en: 'No such organisation' },
  'team.variation_not_found': { code: 'not_found', en: 'The variation was not found' },
  'team.template_unknown': { code: 'validation_failed', en: UNION_ORGANISATION_MESSAGES.templateUnknown },
  'team.name_taken': { code: 'conflict', en: UNION_ORGANISATION_MESSAGES.teamTwice },
  'team.variation_taken': { code: 'conflict', en: UNION_ORGANISATION_MESSAGES.variationTwice },
  'team.variation_in_use': { code: 'conflict', en: UNION_ORGANISATION_MESSAGES.variationHeld },
  'team.last_variation': { code: 'conflict', en: UNION_ORGANISATION_MESSAGES.lastVariation },
});
