import { SEX_IDS } from '@mywru/shared';
import { GAME_FORMAT_IDS } from './game-formats';

/**
 * Team templates: name, age grade, sex (null = Mixed) and game format, for every age grade.
 *
 * Age grade codes: 'U7'..'U16' (mini and junior; "Under N" takes players who are N-1 on the 31
 * August before the season starts), 'youth' (16 and 17) and 'senior' (18 and over).
 *
 * The ids are fixed and line up with the spec's permit age-grade mapping: youth permits allow
 * templates 17, 18, 20 and 25; senior permits allow 22, 23, 24 and 26. Never renumber, only append.
 */
export type AgeGrade = 'U7' | 'U8' | 'U9' | 'U10' | 'U11' | 'U12' | 'U13' | 'U14' | 'U15' | 'U16' | 'youth' | 'senior';

export const AGE_GRADES: readonly AgeGrade[] = [
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
];

export { SEX_IDS };

export interface TeamTemplate {
  id: number;
  name: string;
  /** The Welsh name (decision 034). */
  nameCy: string;
  ageGrade: AgeGrade;
  /** 1 male, 2 female, null Mixed. */
  sexId: number | null;
  gameFormatId: number;
}

export const TEAM_TEMPLATE_IDS = {
  under7: 1,
  under8: 2,
  under9: 3,
  under10: 4,
  under11: 5,
  under12: 6,
  under12Girls: 7,
  under13: 8,
  under13Girls: 9,
  under14: 10,
  under14Girls: 11,
  under15: 12,
  under15Girls: 13,
  under16: 14,
  under16Girls: 15,
  under16GirlsSevens: 16,
  youth: 17,
  youthGirls: 18,
  youthMixedAbility: 19,
  youthSevens: 20,
  seniorMixedAbility: 21,
  seniorMen: 22,
  seniorWomen: 23,
  seniorSevensMen: 24,
  youthSevensGirls: 25,
  seniorSevensWomen: 26,
  seniorTensMen: 27,
  seniorTensWomen: 28,
  seniorTouch: 29,
  seniorTag: 30,
} as const;

const M = SEX_IDS.male;
const F = SEX_IDS.female;
const T = TEAM_TEMPLATE_IDS;
const G = GAME_FORMAT_IDS;

export const TEAM_TEMPLATES: readonly TeamTemplate[] = [
  // Minis: mixed teams; tag rugby for the youngest.
  { id: T.under7, name: 'Under 7', nameCy: 'Dan 7', ageGrade: 'U7', sexId: null, gameFormatId: G.tag },
  { id: T.under8, name: 'Under 8', nameCy: 'Dan 8', ageGrade: 'U8', sexId: null, gameFormatId: G.tag },
  { id: T.under9, name: 'Under 9', nameCy: 'Dan 9', ageGrade: 'U9', sexId: null, gameFormatId: G.fifteens },
  { id: T.under10, name: 'Under 10', nameCy: 'Dan 10', ageGrade: 'U10', sexId: null, gameFormatId: G.fifteens },
  { id: T.under11, name: 'Under 11', nameCy: 'Dan 11', ageGrade: 'U11', sexId: null, gameFormatId: G.fifteens },
  // Juniors: boys' and girls' teams.
  { id: T.under12, name: 'Under 12', nameCy: 'Dan 12', ageGrade: 'U12', sexId: M, gameFormatId: G.fifteens },
  {
    id: T.under12Girls,
    name: 'Under 12 Girls',
    nameCy: 'Merched Dan 12',
    ageGrade: 'U12',
    sexId: F,
    gameFormatId: G.fifteens,
  },
  { id: T.under13, name: 'Under 13', nameCy: 'Dan 13', ageGrade: 'U13', sexId: M, gameFormatId: G.fifteens },
  {
    id: T.under13Girls,
    name: 'Under 13 Girls',
    nameCy: 'Merched Dan 13',
    ageGrade: 'U13',
    sexId: F,
    gameFormatId: G.fifteens,
  },
  { id: T.under14, name: 'Under 14', nameCy: 'Dan 14', ageGrade: 'U14', sexId: M, gameFormatId: G.fifteens },
  {
    id: T.under14Girls,
    name: 'Under 14 Girls',
    nameCy: 'Merched Dan 14',
    ageGrade: 'U14',
    sexId: F,
    gameFormatId: G.fifteens,
  },
  { id: T.under15, name: 'Under 15', nameCy: 'Dan 15', ageGrade: 'U15', sexId: M, gameFormatId: G.fifteens },
  {
    id: T.under15Girls,
    name: 'Under 15 Girls',
    nameCy: 'Merched Dan 15',
    ageGrade: 'U15',
    sexId: F,
    gameFormatId: G.fifteens,
  },
  { id: T.under16, name: 'Under 16', nameCy: 'Dan 16', ageGrade: 'U16', sexId: M, gameFormatId: G.fifteens },
  {
    id: T.under16Girls,
    name: 'Under 16 Girls',
    nameCy: 'Merched Dan 16',
    ageGrade: 'U16',
    sexId: F,
    gameFormatId: G.fifteens,
  },
  {
    id: T.under16GirlsSevens,
    name: 'Under 16 Girls Sevens',
    nameCy: 'Saith bob ochr Merched Dan 16',
    ageGrade: 'U16',
    sexId: F,
    gameFormatId: G.sevens,
  },
  // Youth (16 and 17).
  { id: T.youth, name: 'Youth', nameCy: 'Ieuenctid', ageGrade: 'youth', sexId: M, gameFormatId: G.fifteens },
  {
    id: T.youthGirls,
    name: 'Youth Girls',
    nameCy: 'Merched Ieuenctid',
    ageGrade: 'youth',
    sexId: F,
    gameFormatId: G.fifteens,
  },
  {
    id: T.youthMixedAbility,
    name: 'Youth Mixed Ability',
    nameCy: 'Gallu Cymysg Ieuenctid',
    ageGrade: 'youth',
    sexId: null,
    gameFormatId: G.mixedAbility,
  },
  {
    id: T.youthSevens,
    name: 'Youth Sevens',
    nameCy: 'Saith bob ochr Ieuenctid',
    ageGrade: 'youth',
    sexId: M,
    gameFormatId: G.sevens,
  },
  // Senior (18 and over).
  {
    id: T.seniorMixedAbility,
    name: 'Senior Mixed Ability',
    nameCy: 'Gallu Cymysg Hŷn',
    ageGrade: 'senior',
    sexId: null,
    gameFormatId: G.mixedAbility,
  },
  { id: T.seniorMen, name: 'Senior Men', nameCy: 'Dynion Hŷn', ageGrade: 'senior', sexId: M, gameFormatId: G.fifteens },
  {
    id: T.seniorWomen,
    name: 'Senior Women',
    nameCy: 'Menywod Hŷn',
    ageGrade: 'senior',
    sexId: F,
    gameFormatId: G.fifteens,
  },
  {
    id: T.seniorSevensMen,
    name: 'Senior Sevens Men',
    nameCy: 'Saith bob ochr Dynion Hŷn',
    ageGrade: 'senior',
    sexId: M,
    gameFormatId: G.sevens,
  },
  {
    id: T.youthSevensGirls,
    name: 'Youth Sevens Girls',
    nameCy: 'Saith bob ochr Merched Ieuenctid',
    ageGrade: 'youth',
    sexId: F,
    gameFormatId: G.sevens,
  },
  {
    id: T.seniorSevensWomen,
    name: 'Senior Sevens Women',
    nameCy: 'Saith bob ochr Menywod Hŷn',
    ageGrade: 'senior',
    sexId: F,
    gameFormatId: G.sevens,
  },
  {
    id: T.seniorTensMen,
    name: 'Senior Tens Men',
    nameCy: 'Deg bob ochr Dynion Hŷn',
    ageGrade: 'senior',
    sexId: M,
    gameFormatId: G.tens,
  },
  {
    id: T.seniorTensWomen,
    name: 'Senior Tens Women',
    nameCy: 'Deg bob ochr Menywod Hŷn',
    ageGrade: 'senior',
    sexId: F,
    gameFormatId: G.tens,
  },
  {
    id: T.seniorTouch,
    name: 'Senior Touch',
    nameCy: 'Cyffwrdd Hŷn',
    ageGrade: 'senior',
    sexId: null,
    gameFormatId: G.touch,
  },
  { id: T.seniorTag, name: 'Senior Tag', nameCy: 'Tag Hŷn', ageGrade: 'senior', sexId: null, gameFormatId: G.tag },
];

/**
 * The age grade for a date of birth in the season starting in `seasonStartYear`: by age on the 31
 * August before the season starts. Null below Under 7 (younger than 6 on that day).
 */
export function ageGradeFor(dob: string, seasonStartYear: number): AgeGrade | null {
  const [y, m] = dob.split('-').map(Number) as [number, number];
  let age = seasonStartYear - y;
  // Born in September or later: the birthday of that year falls after 31 August.
  if (m > 8) age -= 1;
  if (age < 6) return null;
  if (age <= 15) return `U${age + 1}` as AgeGrade;
  if (age <= 17) return 'youth';
  return 'senior';
}
