/**
 * Wire shapes of the union's work queue: the player applications referred for clearance or a
 * dispensation and the volunteer registrations awaiting the union, and the union's decisions.
 */
import { z } from 'zod';
import { TEXT_LIMITS, idParam, textField } from '../fields/fields';
import { IsoDateSchema } from '../people/person';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');

/** Each list of the work queue answers at most this many items (oldest first). */
export const UNION_WORK_QUEUE_LIMIT = 500;

export const UNION_WORK_QUEUE_REASONS = ['clearance', 'dispensation', 'volunteer_role'] as const;
export type UnionWorkQueueReason = (typeof UNION_WORK_QUEUE_REASONS)[number];

/** Why an application is in the union's queue: the referral, or a volunteer role needing the union. */
export function workQueueReasonOfStatus(status: string): UnionWorkQueueReason | null {
  if (status === 'referred_clearance') return 'clearance';
  if (status === 'referred_dispensation') return 'dispensation';
  return null;
}

export const UnionWorkQueueItemSchema = z.object({
  kind: z.enum(['player_application', 'volunteer_registration']),
  /** The player application's or the volunteer registration's id. */
  id: Id,
  person: z.object({
    id: Id,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dob: IsoDateSchema.nullable(),
  }),
  reason: z.enum(UNION_WORK_QUEUE_REASONS),
  /** The volunteer role applied for; null for player applications. */
  roleValue: z.string().nullable(),
  /** Its Welsh name (decision 034); null for player applications. */
  roleValueCy: z.string().nullable(),
  /** Null for an unattached volunteer. */
  organisationId: Id.nullable(),
  organisationName: z.string().nullable(),
  /** The team applied for, or the chosen teams' names joined with ', '; null when none. */
  teamName: z.string().nullable(),
  season: z.string(),
  submittedOn: Timestamp,
});
export type UnionWorkQueueItem = z.infer<typeof UnionWorkQueueItemSchema>;
export const UnionWorkQueueSchema = z.array(UnionWorkQueueItemSchema);

export const UnionWorkQueueCountsSchema = z.object({
  playerReferrals: z.number().int(),
  volunteerApprovals: z.number().int(),
});
export type UnionWorkQueueCounts = z.infer<typeof UnionWorkQueueCountsSchema>;

/** The field message of a rejection without a reason (the refusals are in decision-reasons.ts). */
export const UNION_DECISION_MESSAGES = {
  reasonRequired: 'Give a reason when rejecting',
} as const;

/** The union's decision: a reason is required (not blank) to reject. */
export const UnionDecisionSchema = z
  .object({
    approve: z.boolean(),
    reason: textField(TEXT_LIMITS.freeText, { multiline: true }).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (!value.approve && !value.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: UNION_DECISION_MESSAGES.reasonRequired,
        params: { reason: 'field.required' },
      });
    }
  })
  .transform((value) => ({ approve: value.approve, reason: value.reason || null }));
export type UnionDecision = z.infer<typeof UnionDecisionSchema>;

export const UnionDecisionParamsSchema = z.object({ id: idParam() });

export const UnionPlayerDecisionResultSchema = z.object({
  id: Id,
  personId: Id,
  /** awaiting_org after an approval, rejected after a rejection. */
  status: z.string(),
  decidedByUnion: z.boolean(),
  reason: z.string().nullable(),
});
export type UnionPlayerDecisionResult = z.infer<typeof UnionPlayerDecisionResultSchema>;

export const UnionVolunteerDecisionResultSchema = z.object({
  id: Id,
  personId: Id,
  wruDecision: z.boolean(),
  wruReason: z.string().nullable(),
  /** null = still awaiting the club, 1 = approved, 2 = rejected. */
  applicationStatus: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** The volunteer roles created by a final approval. */
  personOrganisationRoleIds: z.array(Id),
});
export type UnionVolunteerDecisionResult = z.infer<typeof UnionVolunteerDecisionResultSchema>;
