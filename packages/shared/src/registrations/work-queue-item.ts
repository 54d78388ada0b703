/**
 * Wire shapes of one item of the union's work queue, as its page shows it (the person, why the
 * union is asked, the history so far).
 */
import { z } from 'zod';
import { DbsStatusSchema } from '../dbs-checks/dbs-status';
import { IsoDateSchema } from '../people/person';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');

/** The person as the union's decision needs them. */
export const UnionWorkQueuePersonSchema = z.object({
  id: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  isChild: z.boolean(),
  email: z.string().nullable(),
  /** The guardian of a child, else null. */
  guardian: z.object({ id: Id, firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  nationalities: z.array(z.string()),
  /** The other unions the person declared they are registered with (international playing status). */
  otherUnions: z.array(z.string()),
  dbsStatus: DbsStatusSchema,
});
export type UnionWorkQueuePerson = z.infer<typeof UnionWorkQueuePersonSchema>;

/**
 * One step of an item's history. Player applications: their statuses (referred_clearance,
 * referred_dispensation, awaiting_org, approved, rejected). Volunteer registrations: submitted,
 * organisation_approved, organisation_rejected, union_approved, union_rejected, approved, rejected.
 */
export const UnionWorkQueueHistoryEntrySchema = z.object({
  status: z.string(),
  changedOn: Timestamp,
  /** Who made the change, when known. */
  changedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type UnionWorkQueueHistoryEntry = z.infer<typeof UnionWorkQueueHistoryEntrySchema>;

export const UnionPlayerApplicationDetailSchema = z.object({
  id: Id,
  status: z.string(),
  /** Why it was referred (the first referral in its history). */
  reason: z.enum(['clearance', 'dispensation']),
  /** Still waiting for the union's decision. */
  isAwaitingUnion: z.boolean(),
  person: UnionWorkQueuePersonSchema,
  organisationId: Id,
  organisationName: z.string(),
  teamName: z.string(),
  /** The team's age grade (a dispensation is playing one grade up). */
  ageGrade: z.string().nullable(),
  season: z.string(),
  submittedOn: Timestamp,
  /** Oldest first. */
  history: z.array(UnionWorkQueueHistoryEntrySchema),
});
export type UnionPlayerApplicationDetail = z.infer<typeof UnionPlayerApplicationDetailSchema>;

export const UnionVolunteerRegistrationDetailSchema = z.object({
  id: Id,
  roleValue: z.string(),
  /** The role's Welsh name (decision 034). */
  roleValueCy: z.string(),
  isAwaitingUnion: z.boolean(),
  person: UnionWorkQueuePersonSchema,
  organisationId: Id.nullable(),
  organisationName: z.string().nullable(),
  teamName: z.string().nullable(),
  season: z.string(),
  submittedOn: Timestamp,
  requiresDbs: z.boolean(),
  requiresClubSecApproval: z.boolean(),
  /** 1 approved, 2 rejected, null pending (or not needed). */
  clubSecDecision: z.union([z.literal(1), z.literal(2)]).nullable(),
  unionDecision: z.boolean().nullable(),
  unionReason: z.string().nullable(),
  /** null = not final yet, 1 = approved, 2 = rejected. */
  applicationStatus: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** Oldest first. */
  history: z.array(UnionWorkQueueHistoryEntrySchema),
});
export type UnionVolunteerRegistrationDetail = z.infer<typeof UnionVolunteerRegistrationDetailSchema>;
