/**
 * The field types every input of the API is made of: an id within the database's integer range,
 * a real calendar date within bounds set per field, and text without control characters and with
 * a maximum length set per field. A contract (body, path or query string) composes them, so no
 * handler re-checks and no bad value reaches SQL. The limits are set here, in one place
 * (docs/decisions/016-one-validation-layer.md).
 */
import { z } from 'zod';
import {
  DB_ID_MAX,
  FIELD_MESSAGES,
  ISO_DAY,
  dateBoundsProblem,
  hasControlCharacters,
  isRealDay,
  unionDay,
  type DateBounds,
  type TextFieldOptions,
} from './limits';

export * from './limits';

/** An id in a JSON body: an integer from 1 to DB_ID_MAX (a refusal keeps the field's own message when it has one). */
export const idField = (message: string = FIELD_MESSAGES.id) =>
  z.number({ error: message }).int(message).min(1, message).max(DB_ID_MAX, message);

/** An id in a path or a query string (text on the wire), read as an integer from 1 to DB_ID_MAX. */
export const idParam = (message: string = FIELD_MESSAGES.id) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(DB_ID_MAX, message);

/**
 * A date in an input: YYYY-MM-DD, a real calendar day, within the field's bounds against the
 * union's today.
 */
export const dateField = (bounds: DateBounds) =>
  z
    .string({ error: FIELD_MESSAGES.date })
    .regex(ISO_DAY, FIELD_MESSAGES.date)
    .superRefine((value, ctx) => {
      if (!isRealDay(value)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.notARealDate, params: { reason: 'field.not_a_date' } });
        return;
      }
      const problem = dateBoundsProblem(value, bounds, unionDay(new Date()));
      if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { reason: 'field.date_out_of_range' } });
    });

/**
 * A text in an input, trimmed: no control characters, at most `max` characters. Compose further
 * rules (required, a pattern) after it.
 */
export const textField = (max: number, options: TextFieldOptions = {}) =>
  z
    .string(options.required ? { error: options.required } : undefined)
    .trim()
    .max(max, options.tooLong ?? FIELD_MESSAGES.tooLong(max))
    .refine((value) => !hasControlCharacters(value, options.multiline), {
      message: FIELD_MESSAGES.controlCharacters,
      params: { reason: 'field.control_characters' },
    });
