/**
 * Seasons run from 1 September to 31 May and are labelled "2025-2026". Before September the
 * current season is the one that started last September; from 1 June registration is for the next
 * season. An instant ("today", the injected clock's now) counts as the day it falls on in the union
 * (`unionDay`): the season turns at midnight in Wales, also in summer time.
 */
import { unionDay } from '../fields/union-day';

export interface Season {
  startYear: number;
  label: string;
  /** First day of the season, YYYY-MM-DD. */
  starts: string;
  /** Last day of the season (31 May), YYYY-MM-DD. */
  ends: string;
}

export function seasonStartingIn(startYear: number): Season {
  return {
    startYear,
    label: `${startYear}-${startYear + 1}`,
    starts: `${startYear}-09-01`,
    ends: `${startYear + 1}-05-31`,
  };
}

function unionYearAndMonth(instant: Date): { year: number; month: number } {
  const day = unionDay(instant);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The season being played on `today`: September to May is that season; June to August still counts as the one that started last September. */
export function currentSeason(today: Date): Season {
  const { year, month } = unionYearAndMonth(today);
  return seasonStartingIn(month >= 9 ? year : year - 1);
}

/** The season registrations are taken for on `today`: from 1 June it is the next season. */
export function registrationSeason(today: Date): Season {
  const { year, month } = unionYearAndMonth(today);
  if (month >= 9) return seasonStartingIn(year);
  if (month >= 6) return seasonStartingIn(year);
  return seasonStartingIn(year - 1);
}
