import { describe, expect, it } from 'vitest';
import {
  AGE_GRADE_RANKS,
  ageGradeOfTeamName,
  compareTeams,
  sortTeams,
  teamGradeRank,
  UNGRADED_TEAM_RANK,
} from './team-order';

describe('team listing order', () => {
  it('puts the age grades in age order, not text order (Under 7 before Under 10), then senior, then the rest', () => {
    const names = [
      'Under 10',
      'Senior Men',
      'Under 16',
      'Mixed Ability Social',
      'Under 7',
      'Youth',
      'Under 9',
      'Under 12 Girls',
      'Under 8',
      'Under 12',
    ];
    expect(sortTeams(names.map((name) => ({ name }))).map((team) => team.name)).toEqual([
      'Under 7',
      'Under 8',
      'Under 9',
      'Under 10',
      'Under 12',
      'Under 12 Girls',
      'Under 16',
      'Youth',
      'Senior Men',
      'Mixed Ability Social',
    ]);
  });

  it('uses the template grade when given, whatever the team is called', () => {
    const teams = [
      { id: 1, name: 'Firsts', ageGrade: 'senior' },
      { id: 2, name: 'Minis', ageGrade: 'U7' },
      { id: 3, name: 'Colts', ageGrade: 'youth' },
      { id: 4, name: 'Juniors', ageGrade: 'U13' },
    ];
    expect(sortTeams(teams).map((team) => team.name)).toEqual(['Minis', 'Juniors', 'Colts', 'Firsts']);
  });

  it('orders teams of one grade by name regardless of case, then by id', () => {
    expect(
      compareTeams({ name: 'senior women', ageGrade: 'senior' }, { name: 'Senior Men', ageGrade: 'senior' }),
    ).toBeGreaterThan(0);
    expect(
      compareTeams({ id: 9, name: 'Under 7', ageGrade: 'U7' }, { id: 3, name: 'under 7', ageGrade: 'U7' }),
    ).toBeGreaterThan(0);
    expect(compareTeams({ id: 3, name: 'Under 7' }, { id: 3, name: 'Under 7' })).toBe(0);
  });

  it.each([
    ['Under 7', 'U7'],
    ['under 16 girls sevens', 'U16'],
    ['U14', 'U14'],
    ['Youth Girls', 'youth'],
    ['Senior Tag', 'senior'],
    ['Vets', null],
    ['Tuesday touch', null],
  ])('reads the grade of %s as %s', (name, grade) => {
    expect(ageGradeOfTeamName(name)).toBe(grade);
  });

  it.each([
    ['U7', 7],
    ['U16', 16],
    ['youth', 17],
    ['senior', 100],
    [null, UNGRADED_TEAM_RANK],
    ['veterans', UNGRADED_TEAM_RANK],
  ])('ranks %s as %i', (grade, rank) => {
    expect(teamGradeRank(grade)).toBe(rank);
  });

  it('gives every age grade a strictly increasing rank, for the SQL order', () => {
    const ranks = AGE_GRADE_RANKS.map((entry) => entry.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(ranks.length);
  });
});
