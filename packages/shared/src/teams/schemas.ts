/**
 * Wire shapes of Manage Teams and the team page: an organisation's team parents, the players of a
 * team variation, and the registration toggle.
 */
import { z } from 'zod';
import { TEXT_LIMITS, idParam, textField } from '../fields/fields';
import { IsoDateSchema } from '../people/person';

const Id = z.number().int();
const TeamChildSchema = z.object({ id: Id, value: z.string() });

/** The team page loads this many players at a time (the spec's threshold). */
export const TEAM_PLAYERS_PAGE_SIZE = 5;
/** Under-age teams (name contains 'under') show this maximum squad size. */
export const UNDER_AGE_MAX_SQUAD_SIZE = 30;

/** Team parent, as Manage Teams lists it. */
export const OrganisationTeamSchema = z.object({
  id: Id,
  name: z.string(),
  /** The Welsh name (decision 034): the template's Welsh name for a team named after its template, else its own name. */
  nameCy: z.string(),
  teamTemplate: z.object({
    name: z.string(),
    nameCy: z.string(),
    gameFormat: z.object({ name: z.string(), value: z.string() }),
  }),
  /** Blank means Mixed. */
  sex: z.object({ value: z.string() }),
  /** Persons with an active playing role on any of its variations. */
  playerCount: z.number().int(),
  enableRegistrations: z.boolean(),
  numberOfTeamChildren: z.number().int(),
  teamChildren: z.array(TeamChildSchema),
  /**
   * The variations of the organisation's other teams of the same age grade (e.g. Under 12 Girls'
   * for Under 12), among the teams the caller sees: where a player of this team could also play.
   */
  otherTeamChildren: z.array(TeamChildSchema.extend({ teamParentId: Id, teamName: z.string() })),
});
export type OrganisationTeam = z.infer<typeof OrganisationTeamSchema>;
export const OrganisationTeamListSchema = z.array(OrganisationTeamSchema);

export const TeamChildParamsSchema = z.object({ id: idParam() });

export const TeamPlayersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based; 5 per page'),
  search: textField(TEXT_LIMITS.search).nullish().describe('Part of the name, or a member id'),
  activeOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false')
    .describe('Only playing roles that have not ended (default true)'),
});
export type TeamPlayersQuery = z.infer<typeof TeamPlayersQuerySchema>;

export const TeamPlayerSchema = z.object({
  personOrganisationRoleId: Id,
  wruId: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  age: z.number().int().nullable(),
  activeFrom: IsoDateSchema,
  activeTo: IsoDateSchema.nullable(),
  /** The page says 'Not approved to participate'. */
  hasInvalidDbs: z.boolean(),
});
export type TeamPlayer = z.infer<typeof TeamPlayerSchema>;
export const TeamPlayerListSchema = z.array(TeamPlayerSchema);

/** `PUT /team/parent/{id}/registration`: open or close a team for registrations. */
export const TeamRegistrationToggleSchema = z.object({ value: z.boolean() });
export type TeamRegistrationToggle = z.infer<typeof TeamRegistrationToggleSchema>;

export const TeamRegistrationStateSchema = z.object({ id: Id, enableRegistrations: z.boolean() });
export type TeamRegistrationState = z.infer<typeof TeamRegistrationStateSchema>;
