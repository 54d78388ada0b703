import { z } from 'zod';
import { TEXT_LIMITS, idParam, textField } from '../fields/fields';

/** Organisation and team selection pages load this many at a time. */
export const ORGANISATION_PAGE_SIZE = 9;

export const OrganisationListQuerySchema = z.object({
  search: textField(TEXT_LIMITS.search).nullish().describe('Part of the organisation name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based; 9 per page'),
  returnAll: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('Every active organisation in one answer (for selects), ignoring page'),
  typeId: idParam().optional().describe('Only organisations of this type'),
});
export type OrganisationListQuery = z.infer<typeof OrganisationListQuerySchema>;

export const OrganisationOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  /** The type's Welsh name (its English name where it has none yet); additive, decision 034. */
  typeNameCy: z.string(),
});
export type OrganisationOption = z.infer<typeof OrganisationOptionSchema>;
export const OrganisationOptionListSchema = z.array(OrganisationOptionSchema);

export const OrganisationIdParamsSchema = z.object({ organisationId: idParam() });

/** `GET /team/{organisationId}/get-team-parents`: with a page, 9 teams a page; without, every team. */
export const OrganisationTeamParentsQuerySchema = z.object({
  page: z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(10_000).optional())
    .describe('1-based; 9 teams a page in the listing order. Absent: every team of the organisation'),
});
export type OrganisationTeamParentsQuery = z.infer<typeof OrganisationTeamParentsQuerySchema>;

/** A team parent as an organisation's team list shows it (volunteer team choice, transfers). */
export const OrganisationTeamParentSchema = z.object({
  teamParentId: z.number().int(),
  name: z.string(),
  /** The team's Welsh name (a team named after its template: the template's Welsh name); additive, decision 034. */
  nameCy: z.string(),
  sex: z.object({ value: z.string() }),
  ageGrade: z.string(),
  gameFormat: z.object({ id: z.number().int(), name: z.string() }),
  enableRegistrations: z.boolean(),
});
export type OrganisationTeamParent = z.infer<typeof OrganisationTeamParentSchema>;
export const OrganisationTeamParentListSchema = z.array(OrganisationTeamParentSchema);
