import { describe, expect, it } from 'vitest';
import {
  canPlayerApprove,
  canPlayerCancel,
  canSendingOrganisationDecide,
  canUnionDecide,
  countsAgainstSeasonLimit,
  decisionReadingOf,
  defaultFromTeamChild,
  isObjectionWindowClosed,
  objectionWindowClosesAt,
  organisationDecisionReadingOf,
  seasonCountLevel,
  showsSquadSizeNotice,
  transferRoleDays,
  transferStateOf,
  type TransferDecisions,
} from './rules';

const approvedAt = new Date('2026-11-01T10:00:00Z');
const hours = (n: number) => new Date(approvedAt.getTime() + n * 3_600_000);
const created: TransferDecisions = {
  playerDecision: null,
  playerDecidedAt: null,
  organisationDecision: null,
  unionDecision: null,
};
const playerApproved: TransferDecisions = { ...created, playerDecision: 1, playerDecidedAt: approvedAt };

describe('the spec codes', () => {
  it('reads player and union decisions as Complete, Rejected, otherwise Pending', () => {
    expect([1, 2, 0, null, 3].map(decisionReadingOf)).toEqual([
      'complete',
      'rejected',
      'pending',
      'pending',
      'pending',
    ]);
  });
  it("reads the organisation's decision as Approved, Objected, otherwise Pending", () => {
    expect([1, 2, null, 9].map(organisationDecisionReadingOf)).toEqual(['approved', 'objected', 'pending', 'pending']);
  });
});

describe('where a transfer stands', () => {
  it('awaits the player first; only the player may approve; the union may not decide', () => {
    expect(transferStateOf(created, approvedAt)).toBe('awaiting_player');
    expect(canPlayerApprove(created, approvedAt)).toBe(true);
    expect(canUnionDecide(created, approvedAt)).toBe(false);
  });

  it('lets the sending organisation answer before the player has approved', () => {
    expect(canSendingOrganisationDecide(created, approvedAt)).toBe(true);
  });

  it('after the player approves, the objection window is open for 7 days', () => {
    expect(objectionWindowClosesAt(created)).toBeNull();
    expect(objectionWindowClosesAt(playerApproved)?.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(transferStateOf(playerApproved, hours(1))).toBe('objection_window');
    expect(canPlayerApprove(playerApproved, hours(1))).toBe(false);
  });

  it('at 6 days 23 hours the window is still open: the organisation may answer, the union may not decide', () => {
    const now = hours(6 * 24 + 23);
    expect(isObjectionWindowClosed(playerApproved, now)).toBe(false);
    expect(transferStateOf(playerApproved, now)).toBe('objection_window');
    expect(canSendingOrganisationDecide(playerApproved, now)).toBe(true);
    expect(canUnionDecide(playerApproved, now)).toBe(false);
  });

  it('at exactly 7 days the window has closed: the organisation may no longer answer, the union decides', () => {
    const now = hours(7 * 24);
    expect(isObjectionWindowClosed(playerApproved, now)).toBe(true);
    expect(transferStateOf(playerApproved, now)).toBe('ready_for_union');
    expect(canSendingOrganisationDecide(playerApproved, now)).toBe(false);
    expect(canUnionDecide(playerApproved, now)).toBe(true);
  });

  it('is ready for the union as soon as the sending organisation approves', () => {
    const approved = { ...playerApproved, organisationDecision: 1 };
    expect(transferStateOf(approved, hours(1))).toBe('ready_for_union');
    expect(canUnionDecide(approved, hours(1))).toBe(true);
    expect(canSendingOrganisationDecide(approved, hours(1))).toBe(false);
  });

  it('goes to the union for review when the sending organisation objects', () => {
    const objected = { ...playerApproved, organisationDecision: 2 };
    expect(transferStateOf(objected, hours(1))).toBe('objected');
    expect(canUnionDecide(objected, hours(1))).toBe(true);
  });

  it('is not for the union while the player has not approved, even if the organisation approved', () => {
    const approvedByClub = { ...created, organisationDecision: 1 };
    expect(transferStateOf(approvedByClub, hours(24 * 30))).toBe('awaiting_player');
    expect(canUnionDecide(approvedByClub, hours(24 * 30))).toBe(false);
  });

  it('can be cancelled by the player at any time before the union decides, and then nobody decides', () => {
    expect(canPlayerCancel(created, approvedAt)).toBe(true);
    expect(canPlayerCancel({ ...playerApproved, organisationDecision: 2 }, hours(200))).toBe(true);
    const cancelled = { ...playerApproved, playerDecision: 2 };
    expect(transferStateOf(cancelled, hours(1))).toBe('cancelled');
    expect(canPlayerCancel(cancelled, hours(1))).toBe(false);
    expect(canSendingOrganisationDecide(cancelled, hours(1))).toBe(false);
    expect(canUnionDecide(cancelled, hours(1))).toBe(false);
  });

  it("ends with the union's decision", () => {
    const completed = { ...playerApproved, unionDecision: 1 };
    const rejected = { ...playerApproved, unionDecision: 2 };
    expect(transferStateOf(completed, hours(1))).toBe('completed');
    expect(transferStateOf(rejected, hours(1))).toBe('rejected');
    for (const ended of [completed, rejected]) {
      expect(canPlayerCancel(ended, hours(1))).toBe(false);
      expect(canUnionDecide(ended, hours(1))).toBe(false);
      expect(canSendingOrganisationDecide(ended, hours(1))).toBe(false);
    }
  });
});

describe('the season count', () => {
  it('counts every transfer into the team child but the rejected and the cancelled', () => {
    expect(countsAgainstSeasonLimit(created)).toBe(true);
    expect(countsAgainstSeasonLimit({ ...playerApproved, unionDecision: 1 })).toBe(true);
    expect(countsAgainstSeasonLimit({ ...playerApproved, unionDecision: 2 })).toBe(false);
    expect(countsAgainstSeasonLimit({ ...created, playerDecision: 2 })).toBe(false);
  });

  it('warns from 1 below the limit and blocks at the limit (and above it, when the union lowered it)', () => {
    expect(seasonCountLevel(0, 5)).toBe('none');
    expect(seasonCountLevel(1, 5)).toBe('warning');
    expect(seasonCountLevel(4, 5)).toBe('warning');
    expect(seasonCountLevel(5, 5)).toBe('limit');
    expect(seasonCountLevel(6, 5)).toBe('limit');
    expect(seasonCountLevel(0, 0)).toBe('limit');
  });
});

describe('the default from-team', () => {
  it('is the team child named "1st team"', () => {
    expect(
      defaultFromTeamChild([
        { id: 3, value: '2nd team' },
        { id: 9, value: '1st Team' },
      ])?.id,
    ).toBe(9);
  });
  it('otherwise the lowest id', () => {
    expect(
      defaultFromTeamChild([
        { id: 7, value: 'Development' },
        { id: 4, value: '2nd team' },
      ])?.id,
    ).toBe(4);
  });
  it('is none when there is none', () => {
    expect(defaultFromTeamChild([])).toBeNull();
  });
});

describe('the squad-size notice', () => {
  it('shows for Under 7 to Under 16 teams of 25 or fewer', () => {
    expect(showsSquadSizeNotice({ name: 'Under 12' }, 25)).toBe(true);
    expect(showsSquadSizeNotice({ name: 'U7 Mixed' }, 3)).toBe(true);
    expect(showsSquadSizeNotice({ name: 'U16' }, 0)).toBe(true);
    expect(showsSquadSizeNotice({ name: 'Anything', ageGrade: 'U9' }, 10)).toBe(true);
  });
  it('does not show above 25, for youth or senior teams, or outside Under 7 to Under 16', () => {
    expect(showsSquadSizeNotice({ name: 'Under 12' }, 26)).toBe(false);
    expect(showsSquadSizeNotice({ name: 'Youth' }, 10)).toBe(false);
    expect(showsSquadSizeNotice({ name: 'Senior Men' }, 10)).toBe(false);
    expect(showsSquadSizeNotice({ name: 'Under 18' }, 10)).toBe(false);
  });
});

describe('the playing roles of an approved transfer', () => {
  it('starts the new role on the day of approval and ends the old one the day before', () => {
    expect(transferRoleDays({ activeFrom: '2025-09-01' }, new Date('2026-11-26T09:00:00Z'))).toEqual({
      oldRoleEndsOn: '2026-11-25',
      newRoleStartsOn: '2026-11-26',
    });
  });
  it('crosses a month and a year', () => {
    expect(transferRoleDays({ activeFrom: '2025-09-01' }, new Date('2026-01-01T00:00:00Z')).oldRoleEndsOn).toBe(
      '2025-12-31',
    );
  });
  it("takes the union's day of the approval, also just after midnight in summer time and across a clock change", () => {
    // 00:30 on 15 June in Wales (23:30 UTC on the 14th).
    expect(transferRoleDays({ activeFrom: '2025-09-01' }, new Date('2026-06-14T23:30:00Z'))).toEqual({
      oldRoleEndsOn: '2026-06-14',
      newRoleStartsOn: '2026-06-15',
    });
    // 00:30 on Monday 30 March 2026 in Wales, the day after the clocks went forward: the day before is the 29th.
    expect(transferRoleDays({ activeFrom: '2025-09-01' }, new Date('2026-03-29T23:30:00Z'))).toEqual({
      oldRoleEndsOn: '2026-03-29',
      newRoleStartsOn: '2026-03-30',
    });
  });
  it('ends an old role that began that very day on that day, never before it began', () => {
    expect(transferRoleDays({ activeFrom: '2026-11-26' }, new Date('2026-11-26T18:00:00Z'))).toEqual({
      oldRoleEndsOn: '2026-11-26',
      newRoleStartsOn: '2026-11-26',
    });
  });
});
