import { personReasons } from '../people/reasons';
import { accountReasons } from '../accounts/reasons';
import { auditLogReasons } from '../audit-log/reasons';
import { backOfficeReasons } from '../back-office/reasons';
import { organisationReasons } from '../organisations/reasons';
import { teamReasons } from '../teams/reasons';
import { registrationDecisionReasons } from '../registrations/decision-reasons';
import { registrationReasons } from '../registrations/reasons';
import { dbsCheckReasons } from '../dbs-checks/reasons';
import { qualificationReasons } from '../qualifications/reasons';
import { roleReasons } from '../roles/reasons';
import { transferReasons } from '../transfers/reasons';
import { fixtureReasons } from '../fixtures/reasons';
import { unionFixtureReasons } from '../fixtures/union-reasons';
import { permitReasons } from '../permits/reasons';
import { COMMON_REASONS, type ReasonDefinition } from './reasons';

/**
 * Every reason the API answers with, in one closed list. A capability's reasons are declared in
 * its own folder (`packages/shared/src/<capability>/reasons.ts`) and spread in here.
 */
export const REASONS = {
  ...COMMON_REASONS,
  ...personReasons,
  ...accountReasons,
  ...backOfficeReasons,
  ...auditLogReasons,
  ...organisationReasons,
  ...teamReasons,
  ...registrationDecisionReasons,
  ...registrationReasons,
  ...dbsCheckReasons,
  ...qualificationReasons,
  ...roleReasons,
  ...transferReasons,
  ...fixtureReasons,
  ...unionFixtureReasons,
  ...permitReasons,
} as const satisfies Record<string, ReasonDefinition>;

export type Reason = keyof typeof REASONS;
export const REASON_NAMES = Object.keys(REASONS) as [Reason, ...Reason[]];

export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && Object.hasOwn(REASONS, value);
}
