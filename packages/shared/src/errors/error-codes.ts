/**
 * The closed list of error codes the API answers with. Each code maps to one HTTP status in one
 * place (`statusOfErrorCode`), and the problem-details body carries the code so that clients can
 * react to it without parsing text.
 */
export const ERROR_CODES = {
  validation_failed: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  duplicate_email: 409,
  rate_limited: 429,
  link_expired: 410,
  link_used: 410,
  link_superseded: 410,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function statusOfErrorCode(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** The detail every permission refusal carries; the web app keys its permission messages on the word. */
export const PERMISSION_DETAIL = 'You do not have permission to access this resource';
