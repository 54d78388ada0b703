import { ApiError } from '../../../../lib/api-client';

/** A refusal the page answers with its permission message: one rule for every page. */
export { isPermissionRefusal } from '../../../../lib/api-client';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
