/**
 * The validation rules of the personal-details forms, with their exact messages. The web forms
 * and the API routes parse with the same schemas. The rules and messages themselves are in
 * person-rules.ts, without zod.
 */
import { z } from 'zod';
import { LIST_LIMITS, TEXT_LIMITS, idField, textField } from '../fields/fields';
import { isMemberId, isValidEmail, messages, nameProblem } from './person-rules';

export * from './person-rules';

export { emptyStringsToNull } from './empty-strings';

/** zod helpers so that forms and routes share one schema per shape. */
export const nameField = (label: string) =>
  textField(TEXT_LIMITS.name, { required: messages.required(label), tooLong: messages.nameTooLong(label) }).superRefine(
    (value, ctx) => {
      const problem = nameProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    },
  );

export const emailField = (label = 'Email') =>
  textField(TEXT_LIMITS.email, { required: messages.required(label) })
    .min(1, messages.required(label))
    .refine(isValidEmail, `${label} ${messages.email}`);

export const nationalityIdsField = z
  .array(idField())
  .min(1, messages.nationalities)
  .max(LIST_LIMITS.nationalities, messages.tooManyNationalities);

export const sexIdField = z.union([z.literal(1), z.literal(2)], { error: messages.required('Sex') });

export const memberIdField = z
  .string()
  .min(1, messages.required('WRU ID'))
  .refine(isMemberId, `WRU ID ${messages.memberId}`);
