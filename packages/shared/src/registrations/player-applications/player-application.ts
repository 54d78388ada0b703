/**
 * Player applications: statuses, how a new one starts, who decides, and the tracking timeline.
 */
import { z } from 'zod';

export const PLAYER_APPLICATION_STATUSES = [
  'referred_clearance',
  'referred_dispensation',
  'awaiting_org',
  'approved',
  'rejected',
] as const;
export type PlayerApplicationStatus = (typeof PLAYER_APPLICATION_STATUSES)[number];
export const PlayerApplicationStatusSchema = z.enum(PLAYER_APPLICATION_STATUSES);

export const isReferred = (status: string) => status.startsWith('referred_');
export const isFinal = (status: string) => status === 'approved' || status === 'rejected';

/** How a new application starts: referred for clearance (another union declared), for dispensation (one grade up), else with the organisation. */
export function initialPlayerApplicationStatus(facts: {
  hasInternationalStatus: boolean;
  playsUpAGrade: boolean;
}): PlayerApplicationStatus {
  if (facts.hasInternationalStatus) return 'referred_clearance';
  if (facts.playsUpAGrade) return 'referred_dispensation';
  return 'awaiting_org';
}

/** The organisation decides only applications awaiting it. */
export function canOrganisationDecide(status: string): boolean {
  return status === 'awaiting_org';
}

/** The union decides referred applications: approval hands them to the organisation, rejection ends them. */
export function unionDecisionOutcome(approve: boolean): PlayerApplicationStatus {
  return approve ? 'awaiting_org' : 'rejected';
}

/** Timeline position: referred_* = 0, awaiting_org = 1, rejected = 2, approved = 3. */
export function playerTimelineStep(status: string): number {
  if (isReferred(status)) return 0;
  if (status === 'awaiting_org') return 1;
  if (status === 'rejected') return 2;
  if (status === 'approved') return 3;
  return 0;
}

/** A final decision that followed a referral is shown as decided by the union rather than the club. */
export function decidedByUnion(statusChanges: readonly { value: string }[]): boolean {
  const values = statusChanges.map((change) => change.value);
  const last = values.at(-1);
  if (!last || !isFinal(last)) return false;
  const previous = values.at(-2);
  return previous !== undefined && isReferred(previous);
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Applications whose final decision is over a year old are hidden on Track Registrations. */
export function isHiddenFromTracking(application: { finalDecisionOn: string | null }, now: Date): boolean {
  if (!application.finalDecisionOn) return false;
  return now.getTime() - new Date(application.finalDecisionOn).getTime() > ONE_YEAR_MS;
}
