/**
 * The order teams are listed in everywhere: by age grade (Under 7, Under 8, ... Under 16, then
 * Youth), then senior teams, then the rest (teams with no age grade); within a grade by name
 * (case-insensitive), then by id. The API orders its lists in SQL with the same ranks
 * (`teamGradeRank`), so paginated pages follow this order too.
 */
import { AGE_GRADES, type AgeGrade } from './age-grade';

/** Rank of a team with no known age grade: after every graded team. */
export const UNGRADED_TEAM_RANK = 1000;
const YOUTH_RANK = 17;
const SENIOR_RANK = 100;

/** The rank of an age grade code ('U7'..'U16', 'youth', 'senior'); unknown codes rank last. */
export function teamGradeRank(ageGrade: string | null | undefined): number {
  if (!ageGrade) return UNGRADED_TEAM_RANK;
  if (ageGrade === 'youth') return YOUTH_RANK;
  if (ageGrade === 'senior') return SENIOR_RANK;
  const under = /^U(\d{1,2})$/.exec(ageGrade);
  return under ? Number(under[1]) : UNGRADED_TEAM_RANK;
}

/** Every age grade with its rank, for an SQL `CASE` that orders the same way. */
export const AGE_GRADE_RANKS: readonly { ageGrade: AgeGrade; rank: number }[] = AGE_GRADES.map((ageGrade) => ({
  ageGrade,
  rank: teamGradeRank(ageGrade),
}));

/** The grade a team's name speaks of ('Under 12 Girls', 'U14', 'Youth', 'Senior Men'), when no grade code is at hand. */
export function ageGradeOfTeamName(name: string): string | null {
  const under = /\b(?:under\s*|u)(\d{1,2})\b/i.exec(name);
  if (under) return `U${Number(under[1])}`;
  if (/\byouth\b/i.test(name)) return 'youth';
  if (/\bsenior\b/i.test(name)) return 'senior';
  return null;
}

export interface SortableTeam {
  name: string;
  /** The team template's age grade; when absent, read from the name. */
  ageGrade?: string | null;
  id?: number;
}

/** Compares two teams in the listing order (age grade, then senior, then the rest; then name, then id). */
export function compareTeams(a: SortableTeam, b: SortableTeam): number {
  const rank = (team: SortableTeam) =>
    teamGradeRank(team.ageGrade !== undefined ? team.ageGrade : ageGradeOfTeamName(team.name));
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const nameA = a.name.toLowerCase();
  const nameB = b.name.toLowerCase();
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return (a.id ?? 0) - (b.id ?? 0);
}

/** A sorted copy of the teams, in the listing order. */
export function sortTeams<T extends SortableTeam>(teams: readonly T[]): T[] {
  return [...teams].sort(compareTeams);
}
