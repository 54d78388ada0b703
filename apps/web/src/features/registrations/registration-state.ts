import { PersonSchema, type Person } from '@mywru/shared';
import { z } from 'zod';

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

const WizardStateSchema = z.object({ person: PersonSchema, isChild: z.boolean() });
const RegisterStateSchema = z.object({
  resumeStep: z.union([z.literal(0), z.literal(1)]).optional(),
  person: PersonSchema.optional(),
  isChild: z.boolean().optional(),
});

/** The wizard's navigation state, or null when it is missing or malformed (the wizard then redirects to /register). */
export function readWizardState(state: unknown): WizardState | null {
  const parsed = WizardStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

export function readRegisterState(state: unknown): RegisterState {
  const parsed = RegisterStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}
