import { REASONS, statusOfErrorCode, type ErrorCode, type FieldProblem, type Reason } from '@mywru/shared';

type Params = Record<string, string | number>;

/**
 * The one error type use cases throw; the errors plugin turns it into problem details. A refusal
 * names its reason (a closed list in packages/shared) and, where the text needs them, parameters;
 * the code, the status and the English detail follow from the reason.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string;
  readonly params: Params | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly fieldProblems: Record<string, FieldProblem[]> | undefined;

  constructor(
    readonly reason: Reason,
    options: {
      params?: Params;
      /** English for the log and the API reference when it says more than the reason's own. */
      detail?: string;
      fieldErrors?: Record<string, string[]>;
      fieldProblems?: Record<string, FieldProblem[]>;
    } = {},
  ) {
    const definition = REASONS[reason];
    const detail = options.detail ?? definition.en;
    super(detail);
    this.code = definition.code;
    this.status = statusOfErrorCode(definition.code);
    this.detail = detail;
    this.params = options.params;
    this.fieldErrors = options.fieldErrors;
    this.fieldProblems = options.fieldProblems;
  }

  /** A permission refusal; name the area when the refusal is about one (`organisation.permission.people`). */
  static forbidden(reason: Reason = 'permission.denied'): AppError {
    return new AppError(reason);
  }
  static notFound(reason: Reason = 'request.not_found'): AppError {
    return new AppError(reason);
  }
  static unauthenticated(): AppError {
    return new AppError('auth.signed_out');
  }
  /** An unsafe request on a cookie session that does not come from the portal's own pages. */
  static crossOrigin(): AppError {
    return new AppError('request.cross_origin');
  }
}
