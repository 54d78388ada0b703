/**
 * The eligibility restrictions' reasons and notices (eligibility.ts computes them), without zod:
 * the register pages word a restriction with them, and a page's first load need not carry the
 * eligibility schemas (decision 035).
 */
export const ELIGIBILITY_RESTRICTION_REASONS = [
  'active-playing-role',
  'previous-registration',
  'pending-application',
] as const;
export type EligibilityRestrictionReason = (typeof ELIGIBILITY_RESTRICTION_REASONS)[number];

/** The orange notice of each restriction, as the refusal's detail and the page's notice. */
export const ELIGIBILITY_RESTRICTION_MESSAGES: Record<EligibilityRestrictionReason, string> = {
  'active-playing-role':
    'You are already playing this game format within this type of organisation this season, so you can only register with the same organisation.',
  'previous-registration':
    'You have previously registered with an organisation of this type, so you can only register with that organisation unless you transfer.',
  'pending-application':
    'You have an application to register that is still pending, so you cannot apply for another team until it has been decided.',
};
