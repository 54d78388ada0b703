import { ELIGIBILITY_RESTRICTION_REASONS, type EligibilityRestrictionReason } from '@mywru/shared';
import type { TFunction } from 'i18next';
import type { SubjectOptions } from './registration-subject';

function isReason(reason: string): reason is EligibilityRestrictionReason {
  return (ELIGIBILITY_RESTRICTION_REASONS as readonly string[]).includes(reason);
}

/**
 * The orange notice of an eligibility restriction, worded for the person being registered ('You
 * are already playing…' for the member, 'Gwen is already playing…' for their child); a reason
 * the web does not know keeps the server's message.
 */
export function restrictionText(
  t: TFunction<'registrations'>,
  restriction: { reason: string; message: string },
  subject: SubjectOptions,
): string {
  return isReason(restriction.reason) ? t(`restriction.${restriction.reason}`, subject) : restriction.message;
}
