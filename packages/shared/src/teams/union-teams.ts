/**
 * Wire shapes of the union's changes to an organisation's teams: a team parent from a team
 * template with its first variation, and a variation's name.
 */
import { TEXT_LIMITS, idField, textField } from '../fields/fields';
import { z } from 'zod';
import { UNION_ORGANISATION_MESSAGES } from '../organisations/union-organisations';

const VariationName = textField(TEXT_LIMITS.teamVariation, {
  tooLong: UNION_ORGANISATION_MESSAGES.variationTooLong,
}).min(1, UNION_ORGANISATION_MESSAGES.variationRequired);

/** The first variation a new team gets when none is named. */
export const DEFAULT_FIRST_VARIATION = '1st team';

export const NewUnionTeamParentSchema = z.object({
  teamTemplateId: idField(UNION_ORGANISATION_MESSAGES.templateUnknown),
  /** Blank: the template's name. */
  name: textField(TEXT_LIMITS.teamName, { tooLong: UNION_ORGANISATION_MESSAGES.teamNameTooLong })
    .nullish()
    .transform((value) => value || null),
  /** Blank: '1st team'. */
  firstVariation: textField(TEXT_LIMITS.teamVariation, { tooLong: UNION_ORGANISATION_MESSAGES.variationTooLong })
    .nullish()
    .transform((value) => value || DEFAULT_FIRST_VARIATION),
});
export type NewUnionTeamParent = z.infer<typeof NewUnionTeamParentSchema>;

export const UnionTeamChildNameSchema = z.object({ value: VariationName });
export type UnionTeamChildName = z.infer<typeof UnionTeamChildNameSchema>;
