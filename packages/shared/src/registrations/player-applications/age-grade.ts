/**
 * Age grades. A player's grade is set by their age on 31 August before the season starts:
 * "Under N" takes players who are N-1 on that day (Under 7 to Under 16: mini and junior), Youth
 * takes 16 and 17, Senior 18 and over. Playing one grade up is a dispensation (referred to the union).
 */
import { ageOn } from '../../people/age';
import type { Season } from '../../seasons/season';

export const AGE_GRADES = [
  'U7',
  'U8',
  'U9',
  'U10',
  'U11',
  'U12',
  'U13',
  'U14',
  'U15',
  'U16',
  'youth',
  'senior',
] as const;
export type AgeGrade = (typeof AGE_GRADES)[number];

export function isAgeGrade(value: string): value is AgeGrade {
  return (AGE_GRADES as readonly string[]).includes(value);
}

/** The day a season's age grades are computed on: 31 August before it starts. */
export function ageGradeCutOff(season: Season): string {
  return `${season.startYear}-08-31`;
}

/** The grade a date of birth plays in for a season; null when too young to play (under 6 on the cut-off). */
export function ageGradeFor(dob: string, season: Season): AgeGrade | null {
  const age = ageOn(dob, ageGradeCutOff(season));
  if (age >= 18) return 'senior';
  if (age >= 16) return 'youth';
  if (age >= 6) return `U${age + 1}` as AgeGrade;
  return null;
}

export type GradeFit = 'same' | 'one-up' | 'not-eligible';

/** Whether a player of `playerGrade` fits a team of `teamGrade`: same grade, one grade up (dispensation), or not at all. */
export function gradeFit(playerGrade: AgeGrade | null, teamGrade: AgeGrade): GradeFit {
  if (!playerGrade) return 'not-eligible';
  const difference = AGE_GRADES.indexOf(teamGrade) - AGE_GRADES.indexOf(playerGrade);
  if (difference === 0) return 'same';
  if (difference === 1) return 'one-up';
  return 'not-eligible';
}

/** Mini and junior grades (Under 7 to Under 16), for the squad-size notices. */
export function isMiniOrJunior(grade: AgeGrade): boolean {
  return grade.startsWith('U');
}
