/**
 * Actions (/actions, GET /api/actions): what waits for the signed-in person or their children to do.
 * Each item has a `kind`; the transfers and permits features add their own kinds (a transfer awaiting
 * the player's approval, the spec's Actions page) to this union.
 */
import { z } from 'zod';
import { IsoDateSchema } from '../people/person';

/** Whom an item is for: the signed-in person or one of their children. */
export const ActionSubjectSchema = z.object({
  personId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isChild: z.boolean(),
});
export type ActionSubject = z.infer<typeof ActionSubjectSchema>;

/**
 * A DBS check that expires within the reminder window (90 days) with no renewal under way: the holder
 * renews it through their club's safeguarding officer.
 */
export const DbsRenewalActionSchema = z.object({
  kind: z.literal('dbs-renewal'),
  subject: ActionSubjectSchema,
  expiry: IsoDateSchema,
  daysLeft: z.number().int(),
});
export type DbsRenewalAction = z.infer<typeof DbsRenewalActionSchema>;

/**
 * A transfer awaiting the player's (or a child's guardian's) approval: Proceed opens
 * /actions/transfer/{transferId}; Cancel cancels it after a confirmation.
 */
export const TransferActionSchema = z.object({
  kind: z.literal('transfer'),
  subject: ActionSubjectSchema,
  transferId: z.number().int(),
  createdOn: z.string().describe('ISO 8601 date-time'),
  fromOrganisationValue: z.string(),
  fromTeamValue: z.string(),
  /** The teams in Welsh (decision 034): 'Dynion Hŷn (1st team)'. */
  fromTeamValueCy: z.string(),
  toOrganisationValue: z.string(),
  toTeamValue: z.string(),
  toTeamValueCy: z.string(),
});
export type TransferAction = z.infer<typeof TransferActionSchema>;

/**
 * A permit awaiting the player's (or a child's guardian's) approval: Proceed opens
 * /actions/permit/{permitId} (approve with the consents, or decline).
 */
export const PermitActionSchema = z.object({
  kind: z.literal('permit'),
  subject: ActionSubjectSchema,
  permitId: z.number().int(),
  createdOn: z.string().describe('ISO 8601 date-time'),
  fixtureDate: z.string().describe('ISO 8601 date-time'),
  fromOrganisationName: z.string(),
  toOrganisationName: z.string(),
  homeTeamName: z.string().describe('Organisation name and team variation, e.g. "Cwm Valley RFC 1st team"'),
  awayTeamName: z.string(),
});
export type PermitAction = z.infer<typeof PermitActionSchema>;

export const ActionItemSchema = z.discriminatedUnion('kind', [
  TransferActionSchema,
  PermitActionSchema,
  DbsRenewalActionSchema,
]);
export type ActionItem = z.infer<typeof ActionItemSchema>;

/** Most pressing first. */
export const ActionListSchema = z.array(ActionItemSchema);
export type ActionList = z.infer<typeof ActionListSchema>;
