import type { Person } from '@mywru/shared';
import { use } from 'react';
import type * as stateRules from './registration-state-rules';

/** Steps of the whole registration journey, as the wizards' steppers number them (0-based). */
export const REGISTER_STEPS = { person: 0, playOrVolunteer: 1 } as const;
export type ResumeStep = (typeof REGISTER_STEPS)[keyof typeof REGISTER_STEPS];

/** What /register hands to /register/player and /register/volunteer in navigation state. */
export interface WizardState {
  person: Person;
  isChild: boolean;
}

/** What the wizards hand back to /register to reopen it at an earlier step. */
export interface RegisterState {
  resumeStep?: ResumeStep;
  person?: Person;
  isChild?: boolean;
}

type StateRules = typeof stateRules;
let rules: StateRules | undefined;
let loading: Promise<StateRules> | undefined;

/**
 * The checks of the navigation state the register pages hand each other, with zod and the person's
 * schema: loaded by the first of those pages that reads its state, not in each page's first load
 * (decision 035). A failed load is tried again on the next call.
 */
export function loadRegistrationStateRules(): Promise<StateRules> {
  loading ??= import('./registration-state-rules').then(
    (loaded) => (rules = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The checks, for a page's first render: the page suspends (the app's loading overlay) until they
 * have loaded; on the way from /register to a wizard they already have.
 */
export function useRegistrationStateRules(): StateRules {
  return rules ?? use(loadRegistrationStateRules());
}
