/**
 * Wire shapes of permits (spec section 3: Permit, Fixture (permits), Permit limit check, Permit
 * payload, the person search result), and the shapes the player's, the union's and the club's
 * work on permits needs.
 */
import { z } from 'zod';
import { TEXT_LIMITS, idParam, textField } from '../fields/fields';
import { IsoDateSchema } from '../people/person';
import { PlayerConsentSchema } from '../registrations/consent';
import { PERMIT_FIXTURES_PAGE_SIZE, PERMIT_STATUSES } from './rules';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');
const DecisionCode = z.number().int().nullable();

export const PermitStatusSchema = z
  .enum(PERMIT_STATUSES)
  .describe('The badge, by the spec precedence: cancelled, approved_by_wru, rejected_by_wru, approved, rejected, pending');

export const PERMIT_LIST_PAGE_SIZE = 20;
export const PERMIT_LIST_MAX_PAGE_SIZE = 50;
export const UNION_PERMIT_QUEUE_LIMIT = 500;

export const PERMIT_SEARCH_MESSAGES = {
  dobRequired: 'Date of birth is required',
  lastNameRequired: 'Last name is required',
  organisationRequired: 'Please select a club from the list',
} as const;

// ---------------------------------------------------------------------------------------------
// Parameters and queries
// ---------------------------------------------------------------------------------------------

export const PermitIdParamsSchema = z.object({ id: idParam() });
export const PermitOrganisationParamsSchema = z.object({ id: idParam(), organisationId: idParam() });
export const PermitFixtureLimitParamsSchema = z.object({ fixtureId: idParam(), organisationId: idParam() });
export const PermitPersonParamsSchema = z.object({ personId: idParam() });

/**
 * Select Player (GET /api/person/search/validated-by-dob): date of birth, last name (exact,
 * case-insensitive) and the sending organisation chosen from the suggestions; `toOrganisationId` is
 * the receiving organisation the caller acts for.
 */
export const PermitPlayerSearchQuerySchema = z.object({
  dob: z
    .string({ error: PERMIT_SEARCH_MESSAGES.dobRequired })
    .min(1, PERMIT_SEARCH_MESSAGES.dobRequired)
    .pipe(IsoDateSchema),
  lastName: textField(TEXT_LIMITS.name, { required: PERMIT_SEARCH_MESSAGES.lastNameRequired }).pipe(
    z.string().min(1, PERMIT_SEARCH_MESSAGES.lastNameRequired),
  ),
  organisationId: idParam(PERMIT_SEARCH_MESSAGES.organisationRequired),
  toOrganisationId: idParam(),
});
export type PermitPlayerSearchQuery = z.infer<typeof PermitPlayerSearchQuerySchema>;

/** Select Fixture: the receiving organisation's fixtures the chosen player may play, Upcoming or Previous, 3 a page. */
export const PermitFixturesQuerySchema = z.object({
  wruId: idParam(),
  fromOrganisationId: idParam(),
  when: z.enum(['upcoming', 'previous']).default('upcoming'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(30).default(PERMIT_FIXTURES_PAGE_SIZE),
});
export type PermitFixturesQuery = z.infer<typeof PermitFixturesQuerySchema>;

export const OrganisationPermitsQuerySchema = z.object({
  direction: z.enum(['incoming', 'outgoing']),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PERMIT_LIST_MAX_PAGE_SIZE).default(PERMIT_LIST_PAGE_SIZE),
});
export type OrganisationPermitsQuery = z.infer<typeof OrganisationPermitsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------------------------

/** Permit payload (spec section 3): the receiving organisation requests a permit. */
export const CreatePermitSchema = z.object({
  wruId: idParam(),
  fromOrganisation: idParam(),
  toOrganisation: idParam(),
  fixtureId: idParam(),
});
export type CreatePermit = z.infer<typeof CreatePermitSchema>;

/** The sending organisation's decision: 1 approve, 2 reject (spec section 4). */
export const PermitOrganisationDecisionSchema = z.object({
  decision: z.union([z.literal(1), z.literal(2)], { error: 'The decision must be 1 (approve) or 2 (reject)' }),
});
export type PermitOrganisationDecision = z.infer<typeof PermitOrganisationDecisionSchema>;

/** The player's (or guardian's) approval: the six consents, each ticked. */
export const PermitConsentSchema = PlayerConsentSchema;
export type PermitConsent = z.infer<typeof PermitConsentSchema>;

export const PERMIT_UNION_DECISION_MESSAGES = { reasonRequired: 'Give a reason for the rejection' } as const;

/** The union's override: 1 approve, 2 reject (a reason required to reject). */
export const PermitUnionDecisionSchema = z
  .object({
    decision: z.union([z.literal(1), z.literal(2)], { error: 'The decision must be 1 (approve) or 2 (reject)' }),
    reason: textField(TEXT_LIMITS.freeText, { multiline: true }).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 2 && !value.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: PERMIT_UNION_DECISION_MESSAGES.reasonRequired,
        params: { reason: 'field.required' },
      });
    }
  })
  .transform((value) => ({ decision: value.decision, reason: value.reason || null }));
export type PermitUnionDecision = z.infer<typeof PermitUnionDecisionSchema>;


// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** Person search result (spec section 3), with the player's permit age category for fixtures this season. */
export const PermitPlayerSchema = z.object({
  wruId: Id,
  initial: z.string(),
  lastName: z.string(),
  sex: z.string().nullable().describe("'Male' or 'Female'; null when not recorded"),
  ageGrade: z.enum(['youth', 'senior', 'senior_and_youth']).describe("The permit age category this season, or next season's for a player who becomes eligible only then"),
  dob: IsoDateSchema,
});
export type PermitPlayer = z.infer<typeof PermitPlayerSchema>;
export const PermitPlayerListSchema = z.array(PermitPlayerSchema);

const PermitFixtureTeamSchema = z.object({
  organisationName: z.string(),
  childValue: z.string(),
  teamTemplateId: Id,
  /** The team template's name ("Senior Men"), for the card. */
  teamTemplateName: z.string(),
});

/** Fixture (permits), spec section 3. `hasReferee` is true once a referee has claimed it (a result or postponement submitted): shown as Claimed, not selectable. */
export const PermitFixtureSchema = z.object({
  fixtureId: Id,
  date: Timestamp,
  sex: z.string().nullable(),
  competitionName: z.string(),
  homeTeam: PermitFixtureTeamSchema,
  awayTeam: PermitFixtureTeamSchema,
  hasReferee: z.boolean(),
  venue: z.string().nullable(),
});
export type PermitFixture = z.infer<typeof PermitFixtureSchema>;
export const PermitFixturePageSchema = z.object({ items: z.array(PermitFixtureSchema), hasMore: z.boolean() });
export type PermitFixturePage = z.infer<typeof PermitFixturePageSchema>;

/** Permit limit check (spec section 3). */
export const PermitLimitCheckSchema = z.object({
  allowMore: z.boolean(),
  existingPermits: z.number().int(),
  permitLimit: z.number().int(),
});
export type PermitLimitCheck = z.infer<typeof PermitLimitCheckSchema>;

export const CreatedPermitSchema = z.object({ id: Id });
export const PermitDecisionResultSchema = z.object({ id: Id });

const PermitTeamSchema = z.object({
  organisationName: z.string(),
  teamTemplateId: Id,
  childValue: z.string(),
});

/** Permit (spec section 3), as Manage Permits lists it, with its badge and what the caller may do. */
export const PermitListItemSchema = z.object({
  id: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  fromOrganisationId: Id,
  fromOrganisationName: z.string(),
  toOrganisationId: Id,
  toOrganisationName: z.string(),
  homeTeam: PermitTeamSchema,
  awayTeam: PermitTeamSchema,
  fixtureId: Id,
  fixtureDate: Timestamp,
  competitionName: z.string(),
  playerDecision: DecisionCode.describe('1 approved, 2 declined, else awaiting the player'),
  organisationDecision: DecisionCode.describe('1 Approved, 2 Rejected, else Pending'),
  wruOverrideDecision: DecisionCode.describe('1 Approved by WRU, 2 Rejected by WRU, else none'),
  cancelledOn: Timestamp.nullable(),
  status: PermitStatusSchema,
  validToPlay: z.boolean(),
  can: z.object({
    /** As the sending organisation: Approve and Reject. */
    decideAsOrganisation: z.boolean(),
    /** As the receiving organisation: Cancel. */
    cancel: z.boolean(),
  }),
});
export type PermitListItem = z.infer<typeof PermitListItemSchema>;
export const PermitListPageSchema = z.object({ items: z.array(PermitListItemSchema), hasMore: z.boolean() });
export type PermitListPage = z.infer<typeof PermitListPageSchema>;

/** One permit for the player or a child's guardian (/actions/permit/{id}). */
export const PlayerPermitSchema = z.object({
  id: Id,
  personId: Id,
  name: z.string(),
  isChild: z.boolean(),
  fromOrganisationName: z.string(),
  toOrganisationName: z.string(),
  homeTeam: PermitTeamSchema,
  awayTeam: PermitTeamSchema,
  fixtureDate: Timestamp,
  competitionName: z.string(),
  venue: z.string().nullable(),
  createdOn: Timestamp,
  playerDecision: DecisionCode,
  status: PermitStatusSchema,
  validToPlay: z.boolean(),
  can: z.object({ approve: z.boolean(), decline: z.boolean() }),
});
export type PlayerPermit = z.infer<typeof PlayerPermitSchema>;

/** A permit valid to play, for Your Roles (the person's and their children's, fixtures from 30 days back). */
export const PersonPermitSchema = z.object({
  id: Id,
  personId: Id,
  toOrganisationName: z.string(),
  fromOrganisationName: z.string(),
  homeTeam: PermitTeamSchema,
  awayTeam: PermitTeamSchema,
  fixtureDate: Timestamp,
  competitionName: z.string(),
  status: PermitStatusSchema,
});
export type PersonPermit = z.infer<typeof PersonPermitSchema>;
export const PersonPermitListSchema = z.array(PersonPermitSchema);

/** A permit in the union's work: the player approved, the union has not decided, kick-off ahead. */
export const UnionPermitQueueItemSchema = z.object({
  id: Id,
  person: z.object({
    id: Id,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dob: IsoDateSchema.nullable(),
  }),
  fromOrganisationName: z.string(),
  toOrganisationName: z.string(),
  homeTeam: PermitTeamSchema,
  awayTeam: PermitTeamSchema,
  fixtureDate: Timestamp,
  competitionName: z.string(),
  createdOn: Timestamp,
  playerApprovedOn: Timestamp,
  organisationDecision: DecisionCode,
  status: PermitStatusSchema,
});
export type UnionPermitQueueItem = z.infer<typeof UnionPermitQueueItemSchema>;
export const UnionPermitQueueSchema = z.array(UnionPermitQueueItemSchema);
