/**
 * The checks of the navigation state the register pages hand each other (loaded through
 * `useRegistrationStateRules`, registration-state.ts): what comes back from the browser's history
 * may be an older shape or tampered with, and anything that does not read as the state is ignored.
 */
import { PersonSchema } from '@mywru/shared';
import { z } from 'zod';
import type { RegisterState, WizardState } from './registration-state';

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
