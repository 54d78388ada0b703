import { describe, expect, it } from 'vitest';
import { teamChildNames, teamParentNameCy } from '../../src/domain/team/names';

describe('a team’s names in English and in Welsh', () => {
  it('calls a team named after its template by the template’s Welsh name, with its variation', () => {
    const team = { name: 'Senior Men', templateName: 'Senior Men', templateNameCy: 'Dynion Hŷn' };
    expect(teamParentNameCy(team)).toBe('Dynion Hŷn');
    expect(teamChildNames(team, '1st team')).toEqual({
      teamName: 'Senior Men (1st team)',
      teamNameCy: 'Dynion Hŷn (1st team)',
    });
  });

  it('keeps a team’s own name in both languages', () => {
    const team = { name: 'Cardiff Quins', templateName: 'Senior Men', templateNameCy: 'Dynion Hŷn' };
    expect(teamChildNames(team, 'A')).toEqual({ teamName: 'Cardiff Quins (A)', teamNameCy: 'Cardiff Quins (A)' });
  });

  it('falls back to the English name when the template has no Welsh name', () => {
    const team = { name: 'Senior Men', templateName: 'Senior Men', templateNameCy: null };
    expect(teamChildNames(team, '1st team').teamNameCy).toBe('Senior Men (1st team)');
  });
});
