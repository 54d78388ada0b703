/**
 * Eligibility restrictions of Register to Play: the three the spec names, computed for the season
 * being registered for from the person's active playing roles, earlier registrations and pending
 * applications. Every restriction is scoped to one organisation type and one game format:
 *
 * 1. already playing that format in that type this season (an active playing role at an
 *    organisation): only that organisation's teams of the format remain open (another grade there);
 * 2. previously registered with an organisation of that type for that format (an ended playing
 *    role): only that organisation remains open, unless transferring;
 * 3. an application for that format in that type is pending: nothing else is open until it is decided.
 *
 * The API refuses a restricted team and the web app shows the same message as an orange notice.
 */
import { z } from 'zod';
import {
  ELIGIBILITY_RESTRICTION_MESSAGES,
  ELIGIBILITY_RESTRICTION_REASONS,
  type EligibilityRestrictionReason,
} from './eligibility-rules';

export * from './eligibility-rules';

export const EligibilityRestrictionReasonSchema = z.enum(ELIGIBILITY_RESTRICTION_REASONS);

/** One fact the restrictions are computed from: an organisation, its type, and a game format. */
export const EligibilityFactSchema = z.object({
  organisationId: z.number().int(),
  organisationName: z.string(),
  organisationTypeId: z.number().int(),
  organisationTypeValue: z.string(),
  gameFormatId: z.number().int(),
  gameFormatValue: z.string(),
});
export type EligibilityFact = z.infer<typeof EligibilityFactSchema>;

/** Eligibility restriction data of a person for the registration season. */
export const EligibilityRestrictionDataSchema = z.object({
  /** Playing roles active in the season. */
  activePlayingRoles: z.array(EligibilityFactSchema),
  /** Earlier playing registrations (roles that have ended), newest first. */
  organisationRegistrations: z.array(EligibilityFactSchema),
  /** Applications of the season not yet decided. */
  pendingApplications: z.array(EligibilityFactSchema),
});
export type EligibilityRestrictionData = z.infer<typeof EligibilityRestrictionDataSchema>;

export const EligibilityRestrictionSchema = z.object({
  gameFormatId: z.number().int(),
  gameFormat: z.string(),
  /** The only organisation still open for this format, or null when none is (a pending application). */
  restrictedTo: z.object({ organisationId: z.number().int(), organisationName: z.string() }).nullable(),
  reason: EligibilityRestrictionReasonSchema,
  message: z.string(),
});
export type EligibilityRestriction = z.infer<typeof EligibilityRestrictionSchema>;

export const EligibilitySummaryItemSchema = z.object({
  organisationTypeId: z.number().int(),
  /** 'all': no restriction; 'some': some formats are restricted; 'none': too young to play this season. */
  eligibleFor: z.enum(['all', 'some', 'none']),
  restrictions: z.array(EligibilityRestrictionSchema),
});
export type EligibilitySummaryItem = z.infer<typeof EligibilitySummaryItemSchema>;
export const EligibilitySummarySchema = z.array(EligibilitySummaryItemSchema);

/**
 * The restrictions within one organisation type, one per restricted game format. A pending
 * application outranks an active role, which outranks an earlier registration. Earlier
 * registrations are expected newest first; the newest decides where the player may register.
 */
export function eligibilityRestrictions(
  data: EligibilityRestrictionData,
  organisationTypeId: number,
  gameFormatNames: ReadonlyMap<number, string>,
): EligibilityRestriction[] {
  const byFormat = new Map<number, EligibilityRestriction>();
  const put = (
    fact: EligibilityFact,
    reason: EligibilityRestrictionReason,
    restrictedTo: EligibilityRestriction['restrictedTo'],
  ) => {
    if (fact.organisationTypeId !== organisationTypeId || byFormat.has(fact.gameFormatId)) return;
    byFormat.set(fact.gameFormatId, {
      gameFormatId: fact.gameFormatId,
      gameFormat: gameFormatNames.get(fact.gameFormatId) ?? fact.gameFormatValue,
      restrictedTo,
      reason,
      message: ELIGIBILITY_RESTRICTION_MESSAGES[reason],
    });
  };
  const organisationOf = (fact: EligibilityFact) => ({
    organisationId: fact.organisationId,
    organisationName: fact.organisationName,
  });
  for (const fact of data.pendingApplications) put(fact, 'pending-application', null);
  for (const fact of data.activePlayingRoles) put(fact, 'active-playing-role', organisationOf(fact));
  for (const fact of data.organisationRegistrations) put(fact, 'previous-registration', organisationOf(fact));
  return [...byFormat.values()].sort((a, b) => a.gameFormatId - b.gameFormatId);
}

/**
 * The restriction that closes one team to the person, or null when it is open. A team is closed by
 * its format's restriction unless the restriction still leaves its organisation open; a team the
 * person already plays for this season is closed too (restriction 1).
 */
export function teamRestriction(
  restrictions: readonly EligibilityRestriction[],
  team: { organisationId: number; gameFormatId: number; isPlayingForTeam: boolean },
): EligibilityRestriction | null {
  const restriction = restrictions.find((r) => r.gameFormatId === team.gameFormatId);
  if (!restriction) return null;
  if (restriction.restrictedTo === null || restriction.restrictedTo.organisationId !== team.organisationId)
    return restriction;
  if (restriction.reason === 'active-playing-role' && team.isPlayingForTeam) return restriction;
  return null;
}
