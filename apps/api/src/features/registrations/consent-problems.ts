import type { Reason } from '@mywru/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

/**
 * Checks a consent form against its schema (every box must be ticked). Answers the 400 to throw,
 * with the given reason, whose detail is the spec's exact message (several joined with a new line)
 * and whose field errors name each unticked box; null when every box is ticked.
 */
export function consentProblems(
  schema: z.ZodType,
  consents: unknown,
  prefix: string | null,
  reason: Extract<Reason, `${string}.consents_missing`>,
): AppError | null {
  const result = schema.safeParse(consents);
  if (result.success) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const messages = result.error.issues.map((issue) => issue.message);
  return new AppError(reason, { detail: messages.join('\n'), fieldErrors });
}
