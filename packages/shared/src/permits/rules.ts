/**
 * The pure rules of permits (spec sections 4, 5 and 9; design/domain.md "Permits"), used by the API
 * and the web alike: the status badge's precedence, who may decide what and when, the age-grade
 * mapping of the templates a player may play on a permit, the fixture filter and the limit.
 */
import { ageOn } from '../people/age';
import { currentSeason } from '../seasons/season';

/** Decision codes on the wire: 1 approve, 2 reject (the player's 2 is "declined"). */
export const PERMIT_DECISION_CODES = { approved: 1, rejected: 2 } as const;
export type PermitDecisionCode = (typeof PERMIT_DECISION_CODES)[keyof typeof PERMIT_DECISION_CODES];

/** The union's default limit of permits per fixture and receiving organisation (union setting `permitLimit`). */
export const DEFAULT_PERMIT_LIMIT = 3;
export const PERMIT_LIMIT_BOUNDS = { min: 1, max: 30 } as const;

/** Select Fixture shows 3 fixtures, and 3 more per 'Load More'. */
export const PERMIT_FIXTURES_PAGE_SIZE = 3;

/** Templates a youth player may play on a permit; a senior player; a player in the first senior season both. */
export const PERMIT_YOUTH_TEMPLATE_IDS = [17, 18, 20, 25] as const;
export const PERMIT_SENIOR_TEMPLATE_IDS = [22, 23, 24, 26] as const;

export type PermitAgeCategory = 'youth' | 'senior' | 'senior_and_youth';

/**
 * The badge's states, in the spec's precedence: Cancelled (cancelledOn set), Approved by WRU
 * (override 1), Rejected by WRU (override 2), Approved (org decision 1), Rejected (org decision 2),
 * otherwise Pending.
 */
export const PERMIT_STATUSES = [
  'cancelled',
  'approved_by_wru',
  'rejected_by_wru',
  'approved',
  'rejected',
  'pending',
] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/** The badge's English labels (the web translates them with the same keys). */
export const PERMIT_STATUS_LABELS: Record<PermitStatus, string> = {
  cancelled: 'Cancelled',
  approved_by_wru: 'Approved by WRU',
  rejected_by_wru: 'Rejected by WRU',
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Pending',
};

export interface PermitDecisions {
  playerDecision: number | null;
  organisationDecision: number | null;
  wruOverrideDecision: number | null;
  /** ISO date-time, or null while not cancelled (a player's decline cancels too). */
  cancelledOn: string | null;
}

export function permitStatus(p: Pick<PermitDecisions, 'organisationDecision' | 'wruOverrideDecision' | 'cancelledOn'>): PermitStatus {
  if (p.cancelledOn) return 'cancelled';
  if (p.wruOverrideDecision === 1) return 'approved_by_wru';
  if (p.wruOverrideDecision === 2) return 'rejected_by_wru';
  if (p.organisationDecision === 1) return 'approved';
  if (p.organisationDecision === 2) return 'rejected';
  return 'pending';
}

/**
 * A live permit counts against the limit and blocks a second one for the same player and fixture:
 * not cancelled, and its effective decision (the union's override, else the organisation's) is not a
 * rejection. The SQL twin is the partial unique index of migration 0008.
 */
export function isPermitLive(p: Pick<PermitDecisions, 'organisationDecision' | 'wruOverrideDecision' | 'cancelledOn'>): boolean {
  if (p.cancelledOn) return false;
  return (p.wruOverrideDecision ?? p.organisationDecision ?? 0) !== 2;
}

/**
 * Valid to play: the player approved, and the union approved, or the sending organisation approved
 * and the union did not reject; never when cancelled.
 */
export function isPermitValidToPlay(p: PermitDecisions): boolean {
  if (p.cancelledOn || p.playerDecision !== 1) return false;
  if (p.wruOverrideDecision === 1) return true;
  return p.organisationDecision === 1 && p.wruOverrideDecision !== 2;
}

/** Whether the kick-off is still ahead (decisions and cancellation end at kick-off). */
export function isBeforeKickOff(kickOff: string | Date, now: Date): boolean {
  return new Date(kickOff).getTime() > now.getTime();
}

/** The player (or a child's guardian) may approve or decline while undecided, not cancelled, not rejected by the union, before kick-off. */
export function canPlayerDecidePermit(p: PermitDecisions, kickOff: string | Date, now: Date): boolean {
  return p.playerDecision === null && !p.cancelledOn && p.wruOverrideDecision !== 2 && isBeforeKickOff(kickOff, now);
}

/** The sending organisation may approve or reject while its decision is unset and the union has not overridden; not once cancelled, nor after kick-off. */
export function canOrganisationDecidePermit(p: PermitDecisions, kickOff: string | Date, now: Date): boolean {
  return (
    p.organisationDecision === null && p.wruOverrideDecision === null && !p.cancelledOn && isBeforeKickOff(kickOff, now)
  );
}

/** The union may override once the player has approved, while it has not, the permit is not cancelled and the kick-off is ahead. */
export function canUnionDecidePermit(p: PermitDecisions, kickOff: string | Date, now: Date): boolean {
  return p.playerDecision === 1 && p.wruOverrideDecision === null && !p.cancelledOn && isBeforeKickOff(kickOff, now);
}

/** The receiving organisation may cancel until kick-off, once. */
export function canCancelPermit(p: PermitDecisions, kickOff: string | Date, now: Date): boolean {
  return !p.cancelledOn && isBeforeKickOff(kickOff, now);
}

/**
 * The season a fixture falls in starts on 1 September; a player's age category for it is set by
 * their age on the 31 August before: 16 or 17 youth; 18 (the first senior season) both; 19 and over
 * senior; younger players may not play on a permit (null).
 */
export function permitAgeCategory(dob: string, fixtureDate: string | Date): PermitAgeCategory | null {
  // The fixture's day in UK time: a kick-off just after midnight on 1 September is in the new season.
  const { startYear } = currentSeason(new Date(fixtureDate));
  const age = ageOn(dob, `${startYear}-08-31`);
  if (age >= 19) return 'senior';
  if (age === 18) return 'senior_and_youth';
  if (age >= 16) return 'youth';
  return null;
}

/** The team templates a category may play on a permit. */
export function permitTemplateIds(category: PermitAgeCategory | null): readonly number[] {
  if (category === 'youth') return PERMIT_YOUTH_TEMPLATE_IDS;
  if (category === 'senior') return PERMIT_SENIOR_TEMPLATE_IDS;
  if (category === 'senior_and_youth') return [...PERMIT_YOUTH_TEMPLATE_IDS, ...PERMIT_SENIOR_TEMPLATE_IDS];
  return [];
}

export interface PermitFixtureFacts {
  /** 'Male' or 'Female'; null for a competition open to both. */
  sex: string | null;
  homeTeamTemplateId: number;
  awayTeamTemplateId: number;
}

/**
 * Whether a player may play this fixture on a permit: the home or the away team's template is one
 * their category allows and, when the player's sex is known and the fixture has one, the sexes match.
 */
export function isFixtureAllowedForPermit(
  category: PermitAgeCategory | null,
  playerSex: string | null,
  fixture: PermitFixtureFacts,
): boolean {
  const allowed = permitTemplateIds(category);
  if (!allowed.includes(fixture.homeTeamTemplateId) && !allowed.includes(fixture.awayTeamTemplateId)) return false;
  if (playerSex && fixture.sex && playerSex !== fixture.sex) return false;
  return true;
}

/** The limit check's answer (spec section 3): more may be requested while live permits are below the limit. */
export function permitLimitCheck(existingPermits: number, permitLimit: number) {
  return { allowMore: existingPermits < permitLimit, existingPermits, permitLimit };
}

/** Dates in the permits tables: dd/mm/yy (spec section 9), in UK time. */
export function formatPermitDate(value: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
