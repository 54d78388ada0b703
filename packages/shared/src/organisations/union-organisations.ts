/**
 * Wire shapes of the union's organisations area (Union Administrator only) that its pages read: the
 * organisation list and an organisation's details, its team parents and their variations, its office
 * holders and what the forms choose from. What the union sends to change an organisation or its
 * office holders is in `union-organisation-changes` (loaded by the web app with the first change,
 * decision 035); both build on the messages here.
 */
import { z } from 'zod';
import { TEXT_LIMITS, idParam, textField } from '../fields/fields';
import { IsoDateSchema } from '../people/person';
import { ORGANISATION_ROLES } from './permissions';
import { UNION_ORGANISATION_ACTIVE_FILTERS } from './union-organisation-filters';

export * from './union-organisation-filters';

const Id = z.number().int();
const PositiveId = idParam();
const Timestamp = z.string().describe('ISO 8601 date-time');

/** The organisation list answers this many organisations a page. */
export const UNION_ORGANISATIONS_PAGE_SIZE = 20;
/** The person search of the appoint dialog answers at most this many people. */
export const UNION_ORGANISATION_PEOPLE_LIMIT = 20;

export const UNION_ORGANISATION_MESSAGES = {
  nameRequired: 'Enter the organisation name',
  nameTooLong: 'The name is at most 100 characters',
  typeUnknown: 'Choose a type of organisation',
  regionUnknown: 'Choose a region',
  templateUnknown: 'Choose a team template',
  teamNameTooLong: 'The team name is at most 100 characters',
  teamTwice:
    'This organisation already has a team from this template with that name; give the new team a different name',
  variationRequired: 'Enter the variation name',
  variationTooLong: 'The variation name is at most 50 characters',
  variationTwice: 'This team already has a variation with that name',
  variationHeld:
    'Someone holds or held a role on this variation, or it is used by an application or a fixture, so it cannot be removed',
  lastVariation: 'A team keeps at least one variation',
  roleUnknown: 'Choose an organisation role',
  teamsRequired: 'Choose at least one team for this role',
  teamsNotAllowed: 'This role is not held for a team',
  teamNotOfOrganisation: 'Choose teams of this organisation',
  personUnknown: 'The person was not found',
  personTooYoung: 'The person is younger than this role allows',
  alreadyAppointed: 'This person already holds this role here',
  alreadyEnded: 'This appointment has already ended',
} as const;

// ---------------------------------------------------------------------------------------------
// Organisations
// ---------------------------------------------------------------------------------------------

export const UnionOrganisationListQuerySchema = z.object({
  search: textField(TEXT_LIMITS.search).nullish().describe('Part of the organisation name, or its id'),
  typeId: PositiveId.optional().describe('Only organisations of this type'),
  regionId: PositiveId.optional().describe('Only organisations of this region'),
  active: z.enum(UNION_ORGANISATION_ACTIVE_FILTERS).default('all').describe('Active, inactive or all organisations'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based; 20 per page'),
});
export type UnionOrganisationListQuery = z.infer<typeof UnionOrganisationListQuerySchema>;

const NamedSchema = z.object({ id: Id, name: z.string() });
/** An organisation type with its Welsh name (decision 034). */
const OrganisationTypeSchema = NamedSchema.extend({ nameCy: z.string() });

export const UnionOrganisationSummarySchema = z.object({
  id: Id,
  name: z.string(),
  type: OrganisationTypeSchema,
  region: NamedSchema.nullable(),
  isActive: z.boolean(),
  /** Team parents. */
  teamCount: z.number().int(),
  /** Distinct people holding a role there today (playing or office). */
  peopleCount: z.number().int(),
});
export type UnionOrganisationSummary = z.infer<typeof UnionOrganisationSummarySchema>;

export const UnionOrganisationPageSchema = z.object({
  items: z.array(UnionOrganisationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UnionOrganisationPage = z.infer<typeof UnionOrganisationPageSchema>;

export const UnionOrganisationParamsSchema = z.object({ organisationId: PositiveId });
export const UnionTeamParentParamsSchema = UnionOrganisationParamsSchema.extend({ teamParentId: PositiveId });
export const UnionTeamChildParamsSchema = UnionTeamParentParamsSchema.extend({ teamChildId: PositiveId });

export const UnionTeamChildSchema = z.object({
  id: Id,
  value: z.string(),
  /** Whether anything refers to it (a role, ever; a decided application; a fixture): then it cannot be removed. */
  isInUse: z.boolean(),
});
export type UnionTeamChild = z.infer<typeof UnionTeamChildSchema>;

export const UnionTeamParentSchema = z.object({
  id: Id,
  name: z.string(),
  /** The Welsh name (decision 034): the template's Welsh name for a team named after its template, else its own name. */
  nameCy: z.string(),
  teamTemplate: z.object({ id: Id, name: z.string(), nameCy: z.string(), ageGrade: z.string() }),
  gameFormat: z.object({ name: z.string() }),
  /** null = Mixed. */
  sexId: z.number().int().nullable(),
  enableRegistrations: z.boolean(),
  teamChildren: z.array(UnionTeamChildSchema),
});
export type UnionTeamParent = z.infer<typeof UnionTeamParentSchema>;

export const UnionOfficeHolderSchema = z.object({
  /** The appointment (person organisation role) id. */
  id: Id,
  person: z.object({ id: Id, firstName: z.string().nullable(), lastName: z.string().nullable() }),
  /** The role, with its Welsh name (decision 034). */
  role: z.object({ id: Id, value: z.string(), valueCy: z.string() }),
  /** The team variation the role is held for, if any. */
  teamChild: z.object({ id: Id, value: z.string(), teamParentName: z.string() }).nullable(),
  since: IsoDateSchema,
  /** Last day of the appointment when an end is already set in the future. */
  until: IsoDateSchema.nullable(),
});
export type UnionOfficeHolder = z.infer<typeof UnionOfficeHolderSchema>;

export const UnionOrganisationDetailsSchema = z.object({
  id: Id,
  name: z.string(),
  type: OrganisationTypeSchema,
  region: NamedSchema.nullable(),
  isActive: z.boolean(),
  createdOn: Timestamp,
  teamParents: z.array(UnionTeamParentSchema),
  /** Current holders of volunteering and office roles, by role then name. */
  officeHolders: z.array(UnionOfficeHolderSchema),
});
export type UnionOrganisationDetails = z.infer<typeof UnionOrganisationDetailsSchema>;

/** What the forms choose from: organisation types, regions, team templates and the appointable roles. */
export const UnionOrganisationOptionsSchema = z.object({
  types: z.array(OrganisationTypeSchema),
  regions: z.array(NamedSchema),
  teamTemplates: z.array(
    z.object({
      id: Id,
      name: z.string(),
      nameCy: z.string(),
      ageGrade: z.string(),
      sexId: z.number().int().nullable(),
      gameFormat: z.string(),
    }),
  ),
  roles: z.array(
    z.object({
      id: Id,
      value: z.enum(ORGANISATION_ROLES),
      /** The role's Welsh name (decision 034). */
      valueCy: z.string(),
      isForTeams: z.boolean(),
      minAge: z.number().int(),
    }),
  ),
});
export type UnionOrganisationOptions = z.infer<typeof UnionOrganisationOptionsSchema>;

// ---------------------------------------------------------------------------------------------
// Organisation roles
// ---------------------------------------------------------------------------------------------

export const UnionOrganisationPeopleQuerySchema = z.object({
  search: textField(TEXT_LIMITS.search).min(2, 'Type at least 2 characters'),
});

export const UnionOrganisationPersonSchema = z.object({
  id: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
});
export type UnionOrganisationPerson = z.infer<typeof UnionOrganisationPersonSchema>;
export const UnionOrganisationPersonListSchema = z.array(UnionOrganisationPersonSchema);
