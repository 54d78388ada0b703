import type { Person } from '@mywru/shared';
import { moduleOnFirstUse } from '../../lib/module-on-first-use';

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

/**
 * The checks of the navigation state the register pages hand each other, with zod and the person's
 * schema: loaded by the first of those pages that reads its state, not in each page's first load
 * (decision 035). That page suspends (the app's loading overlay) until they have loaded; on the way
 * from /register to a wizard they already have.
 */
const stateRules = moduleOnFirstUse(() => import('./registration-state-rules'));
export const loadRegistrationStateRules = stateRules.load;
export const useRegistrationStateRules = stateRules.use;
