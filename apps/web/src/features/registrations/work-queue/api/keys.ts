import { ApiError, type ApiResult } from '../../../../lib/api-client';

/** Every back-office query starts with 'union': a decision refreshes them all (the dashboard's counts too). */
export const unionKey = ['union'] as const;
/** Every query of the work queue starts with this key. */
export const workQueueKey = [...unionKey, 'work-queue'] as const;

/** A refusal the page answers with its permission message: one rule for every page. */
export { isPermissionRefusal } from '../../../../lib/api-client';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function isPermissionResult(result: Pick<ApiResult<unknown>, 'status' | 'message'>): boolean {
  return result.status === 403 || /permission/i.test(result.message ?? '');
}
