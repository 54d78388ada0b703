import type { z } from 'zod';

export interface IssueKeyOptions {
  /** Key a nested field by its whole path ('address.city'); by default the top-level field names it ('address'). */
  nested?: boolean;
}

/** The first message per field of a failed parse, keyed by the field's name: what a form shows next to each field. */
export function firstIssuePerField<Field extends string = string>(
  error: z.ZodError | undefined,
  { nested = false }: IssueKeyOptions = {},
): Partial<Record<Field, string>> {
  const found: Partial<Record<string, string>> = {};
  for (const issue of error?.issues ?? []) {
    const key = nested ? issue.path.join('.') : String(issue.path[0] ?? '');
    found[key] ??= issue.message;
  }
  return found as Partial<Record<Field, string>>;
}

/**
 * The first message per field of the API's validation problem (`errors`, by field), for the fields
 * the form shows (every field when none are named); a field the form does not show is left to the
 * form's general message.
 */
export function firstErrorPerField<Field extends string = string>(
  errors: Record<string, string[]> | undefined,
  fields?: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<string, string>> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (fields && !(fields as readonly string[]).includes(field)) continue;
    if (messages[0]) found[field] = messages[0];
  }
  return found as Partial<Record<Field, string>>;
}
