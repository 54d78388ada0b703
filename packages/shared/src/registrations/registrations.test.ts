import { describe, expect, it } from 'vitest';
import { seasonStartingIn } from '../seasons/season';
import { ageGradeFor, gradeFit } from './player-applications/age-grade';
import {
  allConsentsGiven,
  CONSENT_MESSAGES,
  PLAYER_CONSENTS,
  PlayerConsentSchema,
  VOLUNTEER_CONSENTS,
} from './consent';
import {
  decidedByUnion,
  initialPlayerApplicationStatus,
  isHiddenFromTracking,
  playerTimelineStep,
} from './player-applications/player-application';
import { relativeTime } from './relative-time';
import {
  isChildTeamName,
  requiresDbs,
  sortRolesForAge,
  triggersDbs,
  volunteerApplicationStatus,
  volunteerChoiceProblems,
  volunteerTimeline,
} from './volunteer-registrations/volunteer-registration';

const season = seasonStartingIn(2025); // cut-off 31 August 2025

describe('age grade on 31 August before the season', () => {
  it.each([
    ['2019-09-01', null], // 5 on the cut-off
    ['2019-08-31', 'U7'], // 6 on the day itself
    ['2014-08-31', 'U12'],
    ['2014-09-01', 'U11'],
    ['2010-08-31', 'U16'], // 15
    ['2009-08-31', 'youth'], // 16
    ['2008-09-01', 'youth'], // 16, turning 17 the next day
    ['2007-09-01', 'youth'], // 17
    ['2007-08-31', 'senior'], // 18
    ['1980-01-01', 'senior'],
  ])('born %s plays %s', (dob, grade) => {
    expect(ageGradeFor(dob, season)).toBe(grade);
  });

  it.each([
    ['U12', 'U12', 'same'],
    ['U12', 'U13', 'one-up'],
    ['U12', 'U14', 'not-eligible'],
    ['U12', 'U11', 'not-eligible'],
    ['U16', 'youth', 'one-up'],
    ['youth', 'senior', 'one-up'],
    ['senior', 'youth', 'not-eligible'],
    [null, 'U7', 'not-eligible'],
  ] as const)('a %s player on a %s team: %s', (player, team, fit) => {
    expect(gradeFit(player, team)).toBe(fit);
  });
});

describe('player applications', () => {
  it.each([
    [{ hasInternationalStatus: true, playsUpAGrade: true }, 'referred_clearance'],
    [{ hasInternationalStatus: false, playsUpAGrade: true }, 'referred_dispensation'],
    [{ hasInternationalStatus: false, playsUpAGrade: false }, 'awaiting_org'],
  ])('%o starts as %s', (facts, status) => {
    expect(initialPlayerApplicationStatus(facts)).toBe(status);
  });

  it.each([
    ['referred_clearance', 0],
    ['referred_dispensation', 0],
    ['awaiting_org', 1],
    ['rejected', 2],
    ['approved', 3],
  ])('%s sits at timeline step %i', (status, step) => {
    expect(playerTimelineStep(status)).toBe(step);
  });

  it('shows a final decision after a referral as decided by the union', () => {
    expect(decidedByUnion([{ value: 'referred_clearance' }, { value: 'rejected' }])).toBe(true);
    expect(decidedByUnion([{ value: 'referred_clearance' }, { value: 'awaiting_org' }, { value: 'approved' }])).toBe(
      false,
    );
    expect(decidedByUnion([{ value: 'awaiting_org' }, { value: 'rejected' }])).toBe(false);
    expect(decidedByUnion([{ value: 'referred_dispensation' }])).toBe(false);
  });

  it('hides applications decided more than a year ago', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isHiddenFromTracking({ finalDecisionOn: '2025-05-31T12:00:00Z' }, now)).toBe(true);
    expect(isHiddenFromTracking({ finalDecisionOn: '2025-06-03T12:00:00Z' }, now)).toBe(false);
    expect(isHiddenFromTracking({ finalDecisionOn: null }, now)).toBe(false);
  });
});

describe('volunteer roles', () => {
  const role = {
    minAge: 16,
    dbsRequired: false,
    dbsRequiredForChildTeams: true,
    organisationRequired: true,
    teamRequired: true,
    allowUnattached: false,
  };

  it('sorts roles by minimum age for people 17 and under only', () => {
    const roles = [{ minAge: 18 }, { minAge: 14 }, { minAge: 16 }];
    expect(sortRolesForAge(roles, 17).map((r) => r.minAge)).toEqual([14, 16, 18]);
    expect(sortRolesForAge(roles, 18).map((r) => r.minAge)).toEqual([18, 14, 16]);
  });

  it.each([
    [{ dbsRequired: true, dbsRequiredForChildTeams: false }, [], true],
    [{ dbsRequired: false, dbsRequiredForChildTeams: true }, ['Under 12'], true],
    [{ dbsRequired: false, dbsRequiredForChildTeams: true }, ['under 9 girls'], true],
    [{ dbsRequired: false, dbsRequiredForChildTeams: true }, ['Senior Men', 'Youth'], false],
    [{ dbsRequired: false, dbsRequiredForChildTeams: false }, ['Under 12'], false],
  ])('role %o with teams %o requires DBS: %s', (flags, teams, expected) => {
    expect(requiresDbs(flags, teams)).toBe(expected);
  });

  it('opens a DBS application only when DBS is required and not valid', () => {
    expect(triggersDbs(true, 'none')).toBe(true);
    expect(triggersDbs(true, 'pending')).toBe(true);
    expect(triggersDbs(true, 'valid')).toBe(false);
    expect(triggersDbs(false, 'none')).toBe(false);
    expect(isChildTeamName('  Under 7')).toBe(true);
  });

  it.each([
    [role, { organisationId: null, teamParentIds: [], ageGradeAcknowledged: false }, false, ['organisation']],
    [
      { ...role, allowUnattached: true },
      { organisationId: null, teamParentIds: [], ageGradeAcknowledged: false },
      false,
      [],
    ],
    [role, { organisationId: 1, teamParentIds: [], ageGradeAcknowledged: false }, false, ['teams']],
    [role, { organisationId: 1, teamParentIds: [3], ageGradeAcknowledged: false }, true, ['ageGradeAcknowledgement']],
    [role, { organisationId: 1, teamParentIds: [3], ageGradeAcknowledged: true }, true, []],
    [
      { ...role, teamRequired: false },
      { organisationId: 1, teamParentIds: [], ageGradeAcknowledged: false },
      false,
      [],
    ],
  ])('choice problems for %o / %o (DBS %s): %o', (r, choice, dbs, expected) => {
    expect(volunteerChoiceProblems(r, choice, dbs)).toEqual(expected);
  });

  it.each([
    [{ requiresClubSecApproval: true, requiresWruApproval: false, clubSecDecision: null, wruDecision: null }, null],
    [{ requiresClubSecApproval: true, requiresWruApproval: false, clubSecDecision: 1, wruDecision: null }, 1],
    [{ requiresClubSecApproval: true, requiresWruApproval: true, clubSecDecision: 1, wruDecision: null }, null],
    [{ requiresClubSecApproval: true, requiresWruApproval: true, clubSecDecision: 1, wruDecision: true }, 1],
    [{ requiresClubSecApproval: true, requiresWruApproval: true, clubSecDecision: null, wruDecision: false }, 2],
    [{ requiresClubSecApproval: true, requiresWruApproval: false, clubSecDecision: 2, wruDecision: null }, 2],
    [{ requiresClubSecApproval: false, requiresWruApproval: true, clubSecDecision: 2, wruDecision: true }, 1],
  ])('approvals %o give status %s', (approvals, status) => {
    expect(volunteerApplicationStatus(approvals)).toBe(status);
  });

  it('builds the timeline with only the required steps', () => {
    const steps = volunteerTimeline({
      requiresClubSecApproval: true,
      requiresWruApproval: false,
      clubSecDecision: 1,
      wruDecision: null,
      requiresDbs: true,
      dbsStatus: 'pending',
    });
    expect(steps).toEqual([
      { key: 'submitted', state: 'done' },
      { key: 'club', state: 'done' },
      { key: 'final', state: 'done' },
      { key: 'dbs', state: 'pending' },
    ]);
    const unionOnly = volunteerTimeline({
      requiresClubSecApproval: false,
      requiresWruApproval: true,
      clubSecDecision: null,
      wruDecision: false,
      requiresDbs: false,
      dbsStatus: 'none',
    });
    expect(unionOnly.map((s) => `${s.key}:${s.state}`)).toEqual(['submitted:done', 'union:declined', 'final:declined']);
  });
});

describe('consents', () => {
  it('has the six player and four volunteer policies with their exact messages', () => {
    expect(PLAYER_CONSENTS).toHaveLength(6);
    expect(VOLUNTEER_CONSENTS).toEqual([
      'wruAndWorldRugbyPolicies',
      'antiDopingPolicy',
      'deregistrationPolicy',
      'privacyPolicy',
    ]);
    expect(CONSENT_MESSAGES.wruAndWorldRugbyPolicies).toBe(
      'You must agree to the WRU and World Rugby terms and conditions',
    );
    expect(CONSENT_MESSAGES.privacyPolicy).toBe('You must agree to the Privacy Policy terms and conditions');
  });

  it('refuses a form with one box unticked, naming it', () => {
    const all = Object.fromEntries(PLAYER_CONSENTS.map((k) => [k, true]));
    expect(PlayerConsentSchema.safeParse(all).success).toBe(true);
    const missing = PlayerConsentSchema.safeParse({ ...all, paymentPolicy: false });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('You must agree to the Payment terms and conditions');
    expect(allConsentsGiven(PLAYER_CONSENTS, { ...all, riskOfInjuryPolicy: false })).toBe(false);
  });
});

describe('relative time', () => {
  const now = new Date('2026-02-10T12:00:00Z');
  it.each([
    ['2026-02-10T11:59:01Z', { kind: 'just-now' }],
    ['2026-02-10T11:59:00Z', { kind: 'minutes', count: 1 }],
    ['2026-02-10T11:00:01Z', { kind: 'minutes', count: 59 }],
    ['2026-02-10T11:00:00Z', { kind: 'hours', count: 1 }],
    ['2026-02-09T12:00:01Z', { kind: 'hours', count: 23 }],
    ['2026-02-09T12:00:00Z', { kind: 'date', text: '09/02/2026, 12:00' }],
  ])('%s is %o', (then, expected) => {
    expect(relativeTime(then, now)).toEqual(expected);
  });
});
