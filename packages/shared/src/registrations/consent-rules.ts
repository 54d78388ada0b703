/**
 * The consents of Register to Play and Register to Volunteer, their messages and the rule that all
 * are given, without zod: the consent forms draw and check with them, and a page's first load need
 * not carry the consent schemas consent.ts builds from them (decision 035).
 */
export const PLAYER_CONSENTS = [
  'wruAndWorldRugbyPolicies',
  'antiDopingPolicy',
  'riskOfInjuryPolicy',
  'paymentPolicy',
  'deregistrationPolicy',
  'privacyPolicy',
] as const;
export const VOLUNTEER_CONSENTS = [
  'wruAndWorldRugbyPolicies',
  'antiDopingPolicy',
  'deregistrationPolicy',
  'privacyPolicy',
] as const;
export type ConsentKey = (typeof PLAYER_CONSENTS)[number];

/** The message each unticked policy shows, exactly as the spec words it. */
export const CONSENT_MESSAGES: Record<ConsentKey, string> = {
  wruAndWorldRugbyPolicies: 'You must agree to the WRU and World Rugby terms and conditions',
  antiDopingPolicy: 'You must agree to the Anti-Doping terms and conditions',
  riskOfInjuryPolicy: 'You must agree to the Risk of Injury terms and conditions',
  paymentPolicy: 'You must agree to the Payment terms and conditions',
  deregistrationPolicy: 'You must agree to the Deregistration terms and conditions',
  privacyPolicy: 'You must agree to the Privacy Policy terms and conditions',
};

/** Whether every consent of the form is ticked (the submit button is disabled until then). */
export function allConsentsGiven(keys: readonly ConsentKey[], values: Partial<Record<ConsentKey, boolean>>): boolean {
  return keys.every((key) => values[key] === true);
}
