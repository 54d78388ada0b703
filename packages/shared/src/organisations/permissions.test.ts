import { describe, expect, it } from 'vitest';
import {
  canUseArea,
  isLimitedToOwnTeams,
  ORGANISATION_AREAS,
  ORGANISATION_ROLES,
  showsManageOrganisations,
  showsRefereeing,
  type OrganisationArea,
} from './permissions';

// The spec's table, written out once more by hand so that a change to either is caught.
const EXPECTED: Record<string, OrganisationArea[]> = {
  'Club Secretary': ['registrations', 'people', 'teams', 'transfers', 'permits', 'resources', 'fixtures'],
  'Club Secretary Support': ['registrations', 'teams', 'transfers', 'permits', 'resources', 'fixtures'],
  'Club Chair': ['people', 'teams', 'resources'],
  'Club Safeguarding Officer': ['people', 'resources'],
  'Team Manager': ['registrations', 'teams', 'transfers', 'permits', 'resources', 'fixtures'],
  'Team Coach': ['registrations', 'teams', 'transfers', 'permits', 'resources', 'fixtures'],
  Referee: ['resources'],
};

describe('organisation permissions', () => {
  for (const role of ORGANISATION_ROLES) {
    for (const area of ORGANISATION_AREAS) {
      const allowed = EXPECTED[role]!.includes(area);
      it(`${role} ${allowed ? 'may' : 'may not'} use ${area}`, () => {
        expect(canUseArea([role], area)).toBe(allowed);
      });
    }
  }

  it('refuses a person with no role there', () => {
    expect(canUseArea([], 'resources')).toBe(false);
  });

  it('limits Team Managers and Coaches to their own teams unless another role grants the area', () => {
    expect(isLimitedToOwnTeams(['Team Coach'], 'registrations')).toBe(true);
    expect(isLimitedToOwnTeams(['Team Coach', 'Club Secretary'], 'registrations')).toBe(false);
    expect(isLimitedToOwnTeams(['Club Secretary'], 'teams')).toBe(false);
  });

  it('shows Manage Organisations for any non-Referee role and Refereeing for a Referee role', () => {
    expect(showsManageOrganisations(['Referee'])).toBe(false);
    expect(showsManageOrganisations(['Referee', 'Team Coach'])).toBe(true);
    expect(showsRefereeing(['Referee'])).toBe(true);
    expect(showsRefereeing(['Club Chair'])).toBe(false);
  });
});
