import { PERMISSION_DETAIL, statusOfErrorCode, type ErrorCode } from '@mywru/shared';

/** The one error type use cases throw; the errors plugin turns it into problem details. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(detail);
    this.status = statusOfErrorCode(code);
  }

  static forbidden(detail: string = PERMISSION_DETAIL): AppError {
    return new AppError('forbidden', detail);
  }
  static notFound(detail = 'The resource was not found'): AppError {
    return new AppError('not_found', detail);
  }
  static unauthenticated(detail = 'Sign in to continue'): AppError {
    return new AppError('unauthenticated', detail);
  }
  /** An unsafe request on a cookie session that does not come from the portal's own pages. */
  static crossOrigin(): AppError {
    return new AppError('forbidden', 'Cross-origin request refused: you do not have permission');
  }
  static conflict(detail: string): AppError {
    return new AppError('conflict', detail);
  }
}
