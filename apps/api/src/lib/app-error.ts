import { isReason, REASONS, statusOfErrorCode, type ErrorCode, type FieldProblem, type Reason } from '@mywru/shared';

type Params = Record<string, string | number>;
/** English written at a throw site before reasons existed (see `legacy`). */
type LegacyDetail = string & {};

const LEGACY_REASONS: Record<ErrorCode, Reason> = {
  validation_failed: 'request.invalid',
  bad_request: 'request.bad',
  unauthenticated: 'auth.signed_out',
  forbidden: 'permission.denied',
  not_found: 'request.not_found',
  conflict: 'request.conflict',
  duplicate_email: 'request.conflict',
  rate_limited: 'request.too_many',
  link_expired: 'request.conflict',
  link_used: 'request.conflict',
  link_superseded: 'request.conflict',
  internal: 'server.internal',
  unavailable: 'server.unavailable',
};

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
      /** Only for `legacy`: the code an unconverted refusal answered with. */
      code?: ErrorCode;
    } = {},
  ) {
    const definition = REASONS[reason];
    const detail = options.detail ?? definition.en;
    super(detail);
    this.code = options.code ?? definition.code;
    this.status = statusOfErrorCode(definition.code);
    this.detail = detail;
    this.params = options.params;
    this.fieldErrors = options.fieldErrors;
    this.fieldProblems = options.fieldProblems;
  }

  /** A permission refusal; name the area when the refusal is about one (`organisation.permission.people`). */
  static forbidden(reason: Reason | LegacyDetail = 'permission.denied'): AppError {
    return isReason(reason) ? new AppError(reason) : new AppError('permission.denied', { detail: reason });
  }
  static notFound(reason: Reason | LegacyDetail = 'request.not_found'): AppError {
    return isReason(reason) ? new AppError(reason) : new AppError('request.not_found', { detail: reason });
  }

  /**
   * @deprecated A refusal written before reasons: it answers with the generic reason of its code.
   * Every capability moves to its own reasons; nothing new may use this.
   */
  static conflict(detail: LegacyDetail): AppError {
    return new AppError('request.conflict', { detail });
  }

  /** @deprecated As `conflict`: a refusal written before reasons. */
  static legacy(code: ErrorCode, detail: LegacyDetail, fieldErrors?: Record<string, string[]>): AppError {
    return new AppError(LEGACY_REASONS[code], { detail, code, ...(fieldErrors ? { fieldErrors } : {}) });
  }
  static unauthenticated(): AppError {
    return new AppError('auth.signed_out');
  }
  /** An unsafe request on a cookie session that does not come from the portal's own pages. */
  static crossOrigin(): AppError {
    return new AppError('request.cross_origin');
  }
}
