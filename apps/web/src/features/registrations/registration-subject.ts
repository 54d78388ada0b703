import { isChildOn, SEX_IDS } from '@mywru/shared';
import type { WizardState } from './registration-state';

/**
 * i18next options that word a step for the person being registered: the member themself (the
 * base keys, the spec's texts) or, for a child, the `_child` keys with the child's first name
 * ('Gwen is already playing…').
 */
export type SubjectOptions = { context?: 'child'; name?: string } & Record<string, unknown>;

export function subjectOptions(state: WizardState): SubjectOptions {
  if (!state.isChild) return {};
  return { context: 'child', name: state.person.firstName ?? state.person.lastName ?? '' };
}

/** Who the team list is filtered for, as the `player.filteredBy_*` keys name them. */
export type TeamFilterGroup = 'men' | 'women' | 'boys' | 'girls' | 'unknown';

/** The group a person's teams are chosen for: their sex (men/women, boys/girls under 18), or unknown. */
export function teamFilterGroup(person: { sexId: number | null; dob: string | null }, today: Date): TeamFilterGroup {
  if (person.sexId !== SEX_IDS.male && person.sexId !== SEX_IDS.female) return 'unknown';
  const isAdult = person.dob === null || !isChildOn(person.dob, today);
  if (person.sexId === SEX_IDS.male) return isAdult ? 'men' : 'boys';
  return isAdult ? 'women' : 'girls';
}

/** What eligibility needs and the record lacks: the sex (teams are for men, women or mixed) and a nationality. */
export type EligibilityDetail = 'sex' | 'nationality';

export function missingEligibilityDetails(person: {
  sexId: number | null;
  nationalityIds: readonly number[];
}): EligibilityDetail[] {
  const missing: EligibilityDetail[] = [];
  if (person.sexId === null) missing.push('sex');
  if (person.nationalityIds.length === 0) missing.push('nationality');
  return missing;
}
