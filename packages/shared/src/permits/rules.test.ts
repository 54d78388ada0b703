import { describe, expect, it } from 'vitest';
import {
  canCancelPermit,
  canOrganisationDecidePermit,
  canPlayerDecidePermit,
  canUnionDecidePermit,
  formatPermitDate,
  isFixtureAllowedForPermit,
  isPermitLive,
  isPermitValidToPlay,
  PERMIT_STATUS_LABELS,
  permitAgeCategory,
  permitLimitCheck,
  permitStatus,
  permitTemplateIds,
  type PermitDecisions,
} from './rules';

const pending: PermitDecisions = {
  playerDecision: null,
  organisationDecision: null,
  wruOverrideDecision: null,
  cancelledOn: null,
};
const cancelledOn = '2026-11-20T10:00:00.000Z';
const now = new Date('2026-11-26T12:00:00Z');
const kickOff = '2026-11-28T14:30:00.000Z';

describe('the status badge (spec section 4, its precedence)', () => {
  // [organisation decision, union override, cancelled, badge]
  const table: [number | null, number | null, boolean, string][] = [
    [null, null, false, 'Pending'],
    [1, null, false, 'Approved'],
    [2, null, false, 'Rejected'],
    [null, 1, false, 'Approved by WRU'],
    [null, 2, false, 'Rejected by WRU'],
    // The union's override wins over the organisation's decision.
    [2, 1, false, 'Approved by WRU'],
    [1, 2, false, 'Rejected by WRU'],
    // Cancelled wins over everything.
    [1, null, true, 'Cancelled'],
    [null, 1, true, 'Cancelled'],
    [2, 2, true, 'Cancelled'],
    [null, null, true, 'Cancelled'],
  ];
  it.each(table)(
    'organisation %s, union %s, cancelled %s reads %s',
    (organisationDecision, wruOverrideDecision, cancelled, label) => {
      const status = permitStatus({
        organisationDecision,
        wruOverrideDecision,
        cancelledOn: cancelled ? cancelledOn : null,
      });
      expect(PERMIT_STATUS_LABELS[status]).toBe(label);
    },
  );
});

describe('a live permit (counts against the limit, blocks a second one)', () => {
  it('is live while pending or approved, not once rejected (by the union or, without override, the organisation) or cancelled', () => {
    expect(isPermitLive(pending)).toBe(true);
    expect(isPermitLive({ ...pending, organisationDecision: 1 })).toBe(true);
    expect(isPermitLive({ ...pending, organisationDecision: 2 })).toBe(false);
    expect(isPermitLive({ ...pending, organisationDecision: 2, wruOverrideDecision: 1 })).toBe(true);
    expect(isPermitLive({ ...pending, organisationDecision: 1, wruOverrideDecision: 2 })).toBe(false);
    expect(isPermitLive({ ...pending, cancelledOn })).toBe(false);
  });
});

describe('valid to play', () => {
  const approvedByPlayer = { ...pending, playerDecision: 1 };
  it('needs the player’s approval and the union’s, or the organisation’s without a union rejection', () => {
    expect(isPermitValidToPlay(approvedByPlayer)).toBe(false);
    expect(isPermitValidToPlay({ ...approvedByPlayer, organisationDecision: 1 })).toBe(true);
    expect(isPermitValidToPlay({ ...approvedByPlayer, wruOverrideDecision: 1 })).toBe(true);
    expect(isPermitValidToPlay({ ...approvedByPlayer, organisationDecision: 2, wruOverrideDecision: 1 })).toBe(true);
    expect(isPermitValidToPlay({ ...approvedByPlayer, organisationDecision: 1, wruOverrideDecision: 2 })).toBe(false);
    expect(isPermitValidToPlay({ ...pending, organisationDecision: 1, wruOverrideDecision: 1 })).toBe(false);
    expect(isPermitValidToPlay({ ...approvedByPlayer, organisationDecision: 1, cancelledOn })).toBe(false);
  });
});

describe('who may decide, and until when', () => {
  const afterKickOff = new Date('2026-11-28T14:30:00Z');
  it('the sending organisation: while its decision is unset and the union has not overridden, before kick-off', () => {
    expect(canOrganisationDecidePermit(pending, kickOff, now)).toBe(true);
    expect(canOrganisationDecidePermit({ ...pending, playerDecision: 1 }, kickOff, now)).toBe(true);
    expect(canOrganisationDecidePermit({ ...pending, organisationDecision: 1 }, kickOff, now)).toBe(false);
    expect(canOrganisationDecidePermit({ ...pending, wruOverrideDecision: 1 }, kickOff, now)).toBe(false);
    expect(canOrganisationDecidePermit({ ...pending, cancelledOn }, kickOff, now)).toBe(false);
    expect(canOrganisationDecidePermit(pending, kickOff, afterKickOff)).toBe(false);
  });
  it('the receiving organisation cancels until kick-off, once', () => {
    expect(canCancelPermit({ ...pending, organisationDecision: 1, playerDecision: 1 }, kickOff, now)).toBe(true);
    expect(canCancelPermit({ ...pending, cancelledOn }, kickOff, now)).toBe(false);
    expect(canCancelPermit(pending, kickOff, afterKickOff)).toBe(false);
  });
  it('the player answers once, not after a union rejection; the union once the player has approved', () => {
    expect(canPlayerDecidePermit(pending, kickOff, now)).toBe(true);
    expect(canPlayerDecidePermit({ ...pending, playerDecision: 2 }, kickOff, now)).toBe(false);
    expect(canPlayerDecidePermit({ ...pending, wruOverrideDecision: 2 }, kickOff, now)).toBe(false);
    expect(canUnionDecidePermit(pending, kickOff, now)).toBe(false);
    expect(canUnionDecidePermit({ ...pending, playerDecision: 1, organisationDecision: 2 }, kickOff, now)).toBe(true);
    expect(canUnionDecidePermit({ ...pending, playerDecision: 1, wruOverrideDecision: 1 }, kickOff, now)).toBe(false);
    expect(canUnionDecidePermit({ ...pending, playerDecision: 1 }, kickOff, afterKickOff)).toBe(false);
  });
});

describe('the age-grade mapping (age on the 31 August before the fixture’s season)', () => {
  // A fixture in the 2026/27 season: ages count on 31 August 2026.
  const fixture = '2026-11-28T14:30:00Z';
  it('15 on the 31 August may not play on a permit', () => {
    expect(permitAgeCategory('2011-09-01', fixture)).toBeNull();
  });
  it('16 and 17 on the 31 August are youth', () => {
    expect(permitAgeCategory('2010-08-31', fixture)).toBe('youth');
    expect(permitAgeCategory('2009-09-01', fixture)).toBe('youth');
  });
  it('17 on the 31 August (18 the day after) is still youth; 18 on the 31 August is the first senior season, both', () => {
    expect(permitAgeCategory('2008-09-01', fixture)).toBe('youth');
    expect(permitAgeCategory('2008-08-31', fixture)).toBe('senior_and_youth');
  });
  it('19 and over on the 31 August are senior', () => {
    expect(permitAgeCategory('2007-08-31', fixture)).toBe('senior');
    expect(permitAgeCategory('1990-01-01', fixture)).toBe('senior');
  });
  it('the season is the UK day of the kick-off: 00:30 on 1 September (UK) is the new season', () => {
    // 23:30 UTC on 31 August is 00:30 on 1 September in London (BST).
    expect(permitAgeCategory('2008-08-31', '2026-08-31T23:30:00Z')).toBe('senior_and_youth');
    expect(permitAgeCategory('2008-08-31', '2026-08-31T22:30:00Z')).toBe('youth');
  });
  it('maps each category to its templates', () => {
    expect(permitTemplateIds('youth')).toEqual([17, 18, 20, 25]);
    expect(permitTemplateIds('senior')).toEqual([22, 23, 24, 26]);
    expect([...permitTemplateIds('senior_and_youth')].sort((a, b) => a - b)).toEqual([17, 18, 20, 22, 23, 24, 25, 26]);
    expect(permitTemplateIds(null)).toEqual([]);
  });
});

describe('the fixtures a player may play on a permit', () => {
  const seniorMen = { sex: 'Male', homeTeamTemplateId: 22, awayTeamTemplateId: 22 };
  const youthMixed = { sex: null, homeTeamTemplateId: 17, awayTeamTemplateId: 18 };
  it('by the home or the away template', () => {
    expect(isFixtureAllowedForPermit('senior', 'Male', seniorMen)).toBe(true);
    expect(isFixtureAllowedForPermit('youth', 'Male', seniorMen)).toBe(false);
    expect(isFixtureAllowedForPermit('senior_and_youth', 'Male', seniorMen)).toBe(true);
    expect(isFixtureAllowedForPermit('youth', 'Male', { ...seniorMen, awayTeamTemplateId: 20 })).toBe(true);
    expect(isFixtureAllowedForPermit(null, 'Male', youthMixed)).toBe(false);
  });
  it('by sex: a fixture of the other sex is filtered out, an open one and an unknown player sex are not', () => {
    expect(isFixtureAllowedForPermit('senior', 'Female', seniorMen)).toBe(false);
    expect(isFixtureAllowedForPermit('senior', null, seniorMen)).toBe(true);
    expect(isFixtureAllowedForPermit('youth', 'Female', youthMixed)).toBe(true);
  });
});

describe('the limit', () => {
  it('allows more below the limit only', () => {
    expect(permitLimitCheck(2, 3)).toEqual({ allowMore: true, existingPermits: 2, permitLimit: 3 });
    expect(permitLimitCheck(3, 3)).toEqual({ allowMore: false, existingPermits: 3, permitLimit: 3 });
    expect(permitLimitCheck(4, 3).allowMore).toBe(false);
  });
});

describe('dates in the permits tables', () => {
  it('are dd/mm/yy in UK time', () => {
    expect(formatPermitDate('2026-11-28T14:30:00Z')).toBe('28/11/26');
    expect(formatPermitDate('2026-08-31T23:30:00Z')).toBe('01/09/26');
  });
});
