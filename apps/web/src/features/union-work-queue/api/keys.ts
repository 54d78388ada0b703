import { ApiError } from '../../../lib/api-client';

/** Every back-office query starts with 'union': a decision refreshes them all (the dashboard's counts too). */
export const unionKey = ['union'] as const;
/** Every query of the work queue starts with this key. */
export const workQueueKey = [...unionKey, 'work-queue'] as const;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
