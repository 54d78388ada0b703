import type { ErrorCode } from './error-codes';

/**
 * A refusal's reason: a closed, namespaced name (`player_application.already_decided`) that the
 * web app turns into translated text (`errors` namespace, key `reasons.<reason>`). Each reason
 * belongs to one error code (and so one HTTP status) and keeps its English for logs and the API
 * reference; people never read that English, the web app translates the reason.
 */
export interface ReasonDefinition {
  readonly code: ErrorCode;
  readonly en: string;
}

/** Declares a capability's reasons; the names must start with the capability's namespace. */
export function defineReasons<const R extends Record<string, ReasonDefinition>>(reasons: R): R {
  return reasons;
}

/**
 * The reasons every capability may answer with. A capability adds its own in its folder's
 * `reasons.ts` and joins them to `REASONS` in `reasons-catalogue.ts`.
 */
export const COMMON_REASONS = defineReasons({
  'request.invalid': { code: 'validation_failed', en: 'The request is not valid' },
  'request.bad': { code: 'bad_request', en: 'The request could not be understood' },
  'request.not_found': { code: 'not_found', en: 'The resource was not found' },
  'request.conflict': { code: 'conflict', en: 'The request conflicts with the current state' },
  'request.too_many': { code: 'rate_limited', en: 'Too many attempts. Please wait a moment and try again.' },
  'request.cross_origin': {
    code: 'forbidden',
    en: 'Cross-origin request refused: you do not have permission',
  },
  'auth.signed_out': { code: 'unauthenticated', en: 'Sign in to continue' },
  'permission.denied': { code: 'forbidden', en: 'You do not have permission to access this resource' },
  'server.internal': { code: 'internal', en: 'Something went wrong' },
  'server.unavailable': { code: 'unavailable', en: 'The service is not available at the moment' },
});

/** Why one field of a request was refused, with the parameters its translated text needs. */
export const FIELD_REASONS = [
  'field.required',
  'field.invalid_type',
  'field.too_short',
  'field.too_long',
  'field.too_small',
  'field.too_big',
  'field.invalid_format',
  'field.invalid_option',
  'field.unknown',
  'field.not_a_date',
  'field.date_out_of_range',
  'field.control_characters',
  'field.invalid',
] as const;
export type FieldReason = (typeof FIELD_REASONS)[number];

export interface FieldProblem {
  reason: FieldReason;
  params?: Record<string, string | number>;
}
