import { describe, expect, it } from 'vitest';
import {
  ELIGIBILITY_RESTRICTION_MESSAGES,
  eligibilityRestrictions,
  teamRestriction,
  type EligibilityFact,
} from './eligibility';

const formats = new Map([
  [1, 'Fifteens'],
  [2, 'Sevens'],
]);
const fact = (organisationId: number, organisationTypeId: number, gameFormatId: number): EligibilityFact => ({
  organisationId,
  organisationName: `Org ${organisationId}`,
  organisationTypeId,
  organisationTypeValue: `Type ${organisationTypeId}`,
  gameFormatId,
  gameFormatValue: gameFormatId === 1 ? 'fifteens' : 'sevens',
});
const none = { activePlayingRoles: [], organisationRegistrations: [], pendingApplications: [] };

describe('eligibility restrictions', () => {
  it('has none without roles, registrations or pending applications', () => {
    expect(eligibilityRestrictions(none, 1, formats)).toEqual([]);
  });

  it('1: an active role leaves only its organisation open for that format and type, but not the team itself', () => {
    const restrictions = eligibilityRestrictions({ ...none, activePlayingRoles: [fact(10, 1, 1)] }, 1, formats);
    expect(restrictions).toEqual([
      {
        gameFormatId: 1,
        gameFormat: 'Fifteens',
        restrictedTo: { organisationId: 10, organisationName: 'Org 10' },
        reason: 'active-playing-role',
        message: ELIGIBILITY_RESTRICTION_MESSAGES['active-playing-role'],
      },
    ]);
    expect(
      teamRestriction(restrictions, { organisationId: 11, gameFormatId: 1, isPlayingForTeam: false })?.reason,
    ).toBe('active-playing-role');
    expect(teamRestriction(restrictions, { organisationId: 10, gameFormatId: 1, isPlayingForTeam: false })).toBeNull();
    expect(teamRestriction(restrictions, { organisationId: 10, gameFormatId: 1, isPlayingForTeam: true })?.reason).toBe(
      'active-playing-role',
    );
    expect(teamRestriction(restrictions, { organisationId: 11, gameFormatId: 2, isPlayingForTeam: false })).toBeNull();
    // Another organisation type is not affected.
    expect(eligibilityRestrictions({ ...none, activePlayingRoles: [fact(10, 1, 1)] }, 2, formats)).toEqual([]);
  });

  it('2: the newest earlier registration decides the one organisation left open', () => {
    const restrictions = eligibilityRestrictions(
      { ...none, organisationRegistrations: [fact(20, 1, 1), fact(21, 1, 1)] },
      1,
      formats,
    );
    expect(restrictions.map((r) => [r.reason, r.restrictedTo?.organisationId])).toEqual([
      ['previous-registration', 20],
    ]);
    expect(
      teamRestriction(restrictions, { organisationId: 21, gameFormatId: 1, isPlayingForTeam: false })?.reason,
    ).toBe('previous-registration');
    expect(teamRestriction(restrictions, { organisationId: 20, gameFormatId: 1, isPlayingForTeam: false })).toBeNull();
  });

  it('3: a pending application closes every team of the format and outranks the others', () => {
    const restrictions = eligibilityRestrictions(
      {
        activePlayingRoles: [fact(10, 1, 1)],
        organisationRegistrations: [fact(20, 1, 2)],
        pendingApplications: [fact(30, 1, 1)],
      },
      1,
      formats,
    );
    expect(restrictions.map((r) => [r.gameFormatId, r.reason, r.restrictedTo])).toEqual([
      [1, 'pending-application', null],
      [2, 'previous-registration', { organisationId: 20, organisationName: 'Org 20' }],
    ]);
    expect(
      teamRestriction(restrictions, { organisationId: 10, gameFormatId: 1, isPlayingForTeam: false })?.reason,
    ).toBe('pending-application');
  });
});
