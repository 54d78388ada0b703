import { ApiError } from '../../lib/api-client';

/** The server's message for a refusal it explains (4xx with a detail), else the caller's fallback. */
export function submissionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
