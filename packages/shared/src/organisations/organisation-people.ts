/**
 * Wire shapes of Search People and the person details dialog of an organisation, and of the
 * Person role record (`GET /person/{wruId}/role`).
 */
import { z } from 'zod';
import { TEXT_LIMITS, idParam, textField } from '../fields/fields';
import { DbsStatusSchema } from '../dbs-checks/dbs-status';
import { IsoDateSchema } from '../people/person';

const Id = z.number().int();
const booleanFlag = (fallback: boolean, description: string) =>
  z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true'))
    .describe(description);

/** Search People loads this many at a time; 'Load more' shows while a page comes back full. */
export const PEOPLE_PAGE_SIZE = 20;

export const PEOPLE_ROLE_FILTERS = ['all', 'players', 'volunteers'] as const;
export type PeopleRoleFilter = (typeof PEOPLE_ROLE_FILTERS)[number];

export const PeopleSearchQuerySchema = z.object({
  search: textField(TEXT_LIMITS.search).nullish().describe('Part of the name, or a member id'),
  role: z.enum(PEOPLE_ROLE_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based; 20 per page'),
});
export type PeopleSearchQuery = z.infer<typeof PeopleSearchQuerySchema>;

/** A row of Search People: a person with an active role in the organisation. */
export const OrganisationPersonSchema = z.object({
  wruId: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  age: z.number().int().nullable(),
  /** The person's active roles there, by name (e.g. ['Player', 'Team Coach']). */
  roleValues: z.array(z.string()),
  /** The same roles' Welsh names, in the same order (decision 034). */
  roleValuesCy: z.array(z.string()),
  /** The teams of those roles, by name ('Senior Men – 1st team'). */
  teamNames: z.array(z.string()),
  isPlayer: z.boolean(),
  isVolunteer: z.boolean(),
});
export type OrganisationPerson = z.infer<typeof OrganisationPersonSchema>;
export const OrganisationPersonListSchema = z.array(OrganisationPersonSchema);

export const OrganisationPersonParamsSchema = z.object({
  organisationId: idParam(),
  wruId: idParam(),
});

const TeamChildSchema = z.object({ id: Id, value: z.string() });

/** Person role record: a role of a person as an organisation sees it. */
export const PersonRoleRecordSchema = z.object({
  personOrganisationRoleId: Id,
  roleId: Id,
  roleName: z.string(),
  /** The role's Welsh name (decision 034). */
  roleNameCy: z.string(),
  /** The role's name as a one-item list (the spec's shape). */
  roleValues: z.array(z.string()),
  /** 1 = playing, 2 = volunteering and office. */
  roleParentId: Id,
  organisationId: Id.nullable(),
  organisationName: z.string().nullable(),
  teamChild: TeamChildSchema.nullable(),
  /** The team of the variation, with all its variations (Change Team offers the others). */
  teamParent: z.object({ id: Id, name: z.string(), teamChildren: z.array(TeamChildSchema) }).nullable(),
  activeFrom: IsoDateSchema,
  activeTo: IsoDateSchema.nullable(),
  transferred: z.boolean(),
});
export type PersonRoleRecord = z.infer<typeof PersonRoleRecordSchema>;
export const PersonRoleRecordListSchema = z.array(PersonRoleRecordSchema);

export const PersonRoleQuerySchema = z.object({
  wruId: idParam().optional().describe('Ignored: the member id is the path'),
  activeOnly: booleanFlag(false, 'Only roles that have not ended'),
  playingRolesOnly: booleanFlag(false, 'Only playing roles'),
  lastName: textField(TEXT_LIMITS.search)
    .nullish()
    .describe("When given, must match the person's last name (any case), else the list is empty"),
  excludeTransferred: booleanFlag(false, 'Leave out roles ended by a transfer'),
  organisationId: idParam().optional().describe('Only roles in this organisation'),
});
export type PersonRoleQuery = z.infer<typeof PersonRoleQuerySchema>;

/** Parent contact details shown for a minor. No telephone number is held yet, so phone is null. */
export const ParentContactSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** The people details dialog: the person, their roles in the organisation, and for a minor the parent. */
export const OrganisationPersonDetailsSchema = z.object({
  wruId: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  age: z.number().int().nullable(),
  sexId: Id.nullable(),
  /** Under 18. */
  isMinor: z.boolean(),
  /** A minor's parent contact; null when not a minor or not held (the page then says so). */
  parent: ParentContactSchema.nullable(),
  dbsStatus: DbsStatusSchema,
  roles: PersonRoleRecordListSchema,
});
export type OrganisationPersonDetails = z.infer<typeof OrganisationPersonDetailsSchema>;
