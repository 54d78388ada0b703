/**
 * Wire shapes of transfers (spec section 3: the transfer list view, the transfer awaiting
 * approval, the person search result, the registered role, the transfer eligibility item, the
 * season transfer count), and the shapes the union's work on transfers needs.
 */
import { z } from 'zod';
import { PlayerConsentSchema } from '../registrations/consent';
import { TEXT_LIMITS, idParam, textField } from '../fields/fields';
import { IsoDateSchema } from '../people/person';
import { TRANSFER_STATES } from './rules';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');
const DecisionCode = z.number().int().nullable().describe('1 Complete, 2 Rejected (or cancelled), else Pending');
const OrganisationDecisionCode = z.number().int().nullable().describe('1 Approved, 2 Objected, else Pending');

export const TransferStateSchema = z
  .enum(TRANSFER_STATES as [string, ...string[]])
  .describe(
    'awaiting_player, objection_window (the sending organisation may object), ready_for_union, objected, completed, rejected, cancelled',
  );

export const TRANSFER_LIST_PAGE_SIZE = 20;
export const TRANSFER_LIST_MAX_PAGE_SIZE = 50;
/** The union's list answers at most this many transfers, oldest first (as the work queue). */
export const UNION_TRANSFER_QUEUE_LIMIT = 500;

// ---------------------------------------------------------------------------------------------
// Parameters and queries
// ---------------------------------------------------------------------------------------------

export const TransferIdParamsSchema = z.object({ id: idParam() });
export const TransferPersonParamsSchema = z.object({ id: idParam() });
const LastName = textField(TEXT_LIMITS.name, { required: 'Last name is required' }).pipe(
  z.string().min(1, 'Last name is required'),
);

/** Select Player: member id (WRU ID) and last name, both required; the match is exact, case-insensitive. */
export const TransferPlayerSearchQuerySchema = z.object({
  wruId: idParam('WRU ID is required'),
  lastName: LastName,
});
export type TransferPlayerSearchQuery = z.infer<typeof TransferPlayerSearchQuerySchema>;

/** The person's playing roles a transfer may move (Select Teams), for the receiving organisation. */
export const TransferFromRolesQuerySchema = z.object({
  lastName: LastName,
  organisationId: idParam().describe('The receiving organisation the caller acts for'),
});
export type TransferFromRolesQuery = z.infer<typeof TransferFromRolesQuerySchema>;

export const TransferEligibilityQuerySchema = z.object({
  fromTeamChildId: idParam(),
  toOrganisationId: idParam(),
  lastName: LastName,
});
export type TransferEligibilityQuery = z.infer<typeof TransferEligibilityQuerySchema>;

/** POST /api/transfer: the spec passes the three ids in the query. */
export const CreateTransferQuerySchema = z.object({
  wruId: idParam(),
  toTeamChildId: idParam(),
  fromTeamChildId: idParam(),
});
export type CreateTransferQuery = z.infer<typeof CreateTransferQuerySchema>;

export const TransferSeasonCountParamsSchema = z.object({ organisationId: idParam(), teamChildId: idParam() });

export const OrganisationTransfersQuerySchema = z.object({
  direction: z.enum(['incoming', 'outgoing']),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TRANSFER_LIST_MAX_PAGE_SIZE).default(TRANSFER_LIST_PAGE_SIZE),
});
export type OrganisationTransfersQuery = z.infer<typeof OrganisationTransfersQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------------------------

/** The six consents, each ticked (the spec's six messages). */
export const TransferConsentSchema = PlayerConsentSchema;
export type TransferConsent = z.infer<typeof TransferConsentSchema>;

export const TRANSFER_OBJECTION_MESSAGES = { reasonRequired: 'Give a reason for the objection' } as const;

/** The sending organisation's objection: a free-text reason, required (no minimum length is shown). */
export const TransferObjectionSchema = z
  .object({
    reason: textField(TEXT_LIMITS.freeText, { multiline: true, required: TRANSFER_OBJECTION_MESSAGES.reasonRequired }),
  })
  .superRefine((value, ctx) => {
    if (!value.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: TRANSFER_OBJECTION_MESSAGES.reasonRequired,
        params: { reason: 'field.required' },
      });
    }
  });
export type TransferObjection = z.infer<typeof TransferObjectionSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** Person search result (Select Player). */
export const TransferPlayerSchema = z.object({
  wruId: Id,
  initial: z.string(),
  lastName: z.string(),
  sex: z.string().describe("'Male' or 'Female'"),
  /** The age grade of the season transfers are made for ('U12', 'youth', 'senior'); null when unknown. */
  ageGrade: z.string().nullable(),
  dob: IsoDateSchema,
});
export type TransferPlayer = z.infer<typeof TransferPlayerSchema>;

/** Registered role (Select Teams' from-team): an active playing role the transfer may move. */
export const TransferFromRoleSchema = z.object({
  organisationId: Id,
  organisation: z.string(),
  roleDetails: z.object({
    roleName: z.string(),
    /** The role's Welsh name (decision 034). */
    roleNameCy: z.string(),
    activeFrom: IsoDateSchema,
    activeTo: IsoDateSchema.nullable(),
    teamChild: z.object({ id: Id, value: z.string() }),
    teamParent: z.object({
      id: Id,
      teamTemplate: z.object({ name: z.string(), nameCy: z.string() }),
      gameFormat: z.object({ id: Id, name: z.string() }),
    }),
  }),
});
export type TransferFromRole = z.infer<typeof TransferFromRoleSchema>;
export const TransferFromRoleListSchema = z.array(TransferFromRoleSchema);

/** Transfer eligibility item: a team parent of the receiving organisation the person may move to. */
export const TransferEligibilityItemSchema = z.object({
  teamParentId: Id,
  team: z.string(),
  /** The team's Welsh name (decision 034): a team named after its template by the template's Welsh name. */
  teamCy: z.string(),
  /** The team template's age grade ('U12', 'youth', 'senior'), for the squad-size notice. */
  ageGrade: z.string().nullable(),
  gameFormat: z.object({ id: Id, name: z.string() }),
  /** The variations, each with its squad size (active playing roles today). */
  teamChildren: z.array(z.object({ id: Id, value: z.string(), playerCount: z.number().int() })),
});
export type TransferEligibilityItem = z.infer<typeof TransferEligibilityItemSchema>;
export const TransferEligibilityListSchema = z.array(TransferEligibilityItemSchema);

export const SeasonTransferCountSchema = z.object({
  count: z.number().int(),
  maxTransferredPlayers: z.number().int(),
});
export type SeasonTransferCount = z.infer<typeof SeasonTransferCountSchema>;

export const CreatedTransferSchema = z.object({ id: Id });

const TransferTeamChildSchema = z.object({
  organisationId: Id,
  organisationName: z.string(),
  teamTemplateName: z.string(),
  /** The team template's Welsh name (decision 034). */
  teamTemplateNameCy: z.string(),
  /** The variation's name ("1st team"). */
  displayName: z.string(),
});

/** Transfer (list view), as Manage Transfers shows it, with where it stands for the caller's organisation. */
export const TransferListItemSchema = z.object({
  id: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  createdOn: Timestamp,
  fromTeamChild: TransferTeamChildSchema,
  toTeamChild: TransferTeamChildSchema,
  playerDecision: DecisionCode,
  wrudecision: DecisionCode,
  organisationDecision: OrganisationDecisionCode,
  /** When the sending organisation objected (null unless objected). */
  organisationObjectionOn: Timestamp.nullable(),
  organisationObjectionReason: z.string().nullable(),
  state: TransferStateSchema,
  /** When the sending organisation's window closes (7 days after the player's approval); null before it. */
  objectionWindowClosesAt: Timestamp.nullable(),
  /** Whether the caller may approve or object now, as the sending organisation. */
  canOrganisationDecide: z.boolean(),
});
export type TransferListItem = z.infer<typeof TransferListItemSchema>;
export const TransferListPageSchema = z.object({ items: z.array(TransferListItemSchema), hasMore: z.boolean() });
export type TransferListPage = z.infer<typeof TransferListPageSchema>;

/** Transfer awaiting approval (the player's or guardian's list). */
export const TransferAwaitingApprovalSchema = z.object({
  id: Id,
  name: z.string(),
  createdOn: Timestamp,
  fromOrganisationValue: z.string(),
  fromTeamValue: z.string(),
  /** The from-team in Welsh (decision 034): 'Dynion Hŷn (1st team)'. */
  fromTeamValueCy: z.string(),
  toOrganisationValue: z.string(),
  toTeamValue: z.string(),
  toTeamValueCy: z.string(),
  wruId: Id,
});
export type TransferAwaitingApproval = z.infer<typeof TransferAwaitingApprovalSchema>;
export const TransferAwaitingApprovalListSchema = z.array(TransferAwaitingApprovalSchema);

export const TRANSFER_STEPS = [
  'created',
  'player_approved',
  'player_cancelled',
  'organisation_approved',
  'organisation_objected',
  'union_approved',
  'union_rejected',
] as const;
export type TransferStep = (typeof TRANSFER_STEPS)[number];

/** One step of a transfer's timeline, oldest first. */
export const TransferTimelineStepSchema = z.object({
  step: z.enum(TRANSFER_STEPS),
  on: Timestamp,
  /** The objection's or the union's rejection reason. */
  reason: z.string().nullable(),
});
export type TransferTimelineStep = z.infer<typeof TransferTimelineStepSchema>;

/**
 * One transfer (GET /api/transfer/{id}): the spec's name, from and to values and wruId, with its
 * decisions, its timeline and what the caller may do now.
 */
export const TransferSchema = TransferAwaitingApprovalSchema.extend({
  toOrganisationId: Id,
  fromOrganisationId: Id,
  playerDecision: DecisionCode,
  wrudecision: DecisionCode,
  organisationDecision: OrganisationDecisionCode,
  organisationObjectionReason: z.string().nullable(),
  unionReason: z.string().nullable(),
  state: TransferStateSchema,
  objectionWindowClosesAt: Timestamp.nullable(),
  timeline: z.array(TransferTimelineStepSchema),
  /** What the caller may do now: as the player or guardian, the sending organisation, the union. */
  can: z.object({
    approveAsPlayer: z.boolean(),
    cancelAsPlayer: z.boolean(),
    decideAsOrganisation: z.boolean(),
    decideAsUnion: z.boolean(),
  }),
});
export type Transfer = z.infer<typeof TransferSchema>;

/**
 * A transfer of the caller or one of their children, for "Your transfers" on /actions: open ones,
 * and those that ended in the last 90 days. Each links to /actions/transfer/{id} and its timeline.
 */
export const FamilyTransferSchema = TransferAwaitingApprovalSchema.extend({
  personId: Id,
  isChild: z.boolean(),
  state: TransferStateSchema,
});
export type FamilyTransfer = z.infer<typeof FamilyTransferSchema>;
export const FamilyTransferListSchema = z.array(FamilyTransferSchema);
/** How long an ended transfer stays in "Your transfers". */
export const FAMILY_TRANSFERS_ENDED_WITHIN_DAYS = 90;

export const TransferDecisionResultSchema = z.object({ id: Id });

/** A transfer in the union's work: the player approved, the union has not decided. */
export const UnionTransferQueueItemSchema = z.object({
  id: Id,
  person: z.object({
    id: Id,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dob: IsoDateSchema.nullable(),
  }),
  from: z.object({ organisationId: Id, organisationName: z.string(), teamName: z.string(), teamNameCy: z.string() }),
  to: z.object({ organisationId: Id, organisationName: z.string(), teamName: z.string(), teamNameCy: z.string() }),
  createdOn: Timestamp,
  playerApprovedOn: Timestamp,
  organisationDecision: OrganisationDecisionCode,
  organisationObjectionReason: z.string().nullable(),
  objectionWindowClosesAt: Timestamp,
  state: TransferStateSchema,
  /** Whether the union may decide now (ready_for_union or objected). */
  canDecide: z.boolean(),
});
export type UnionTransferQueueItem = z.infer<typeof UnionTransferQueueItemSchema>;
export const UnionTransferQueueSchema = z.array(UnionTransferQueueItemSchema);
