import { emptyStringsToNull, type ErrorCode, type FieldProblem, type Reason } from '@mywru/shared';

/** The spec's rule for every payload (spec section 5), the same function the API applies. */
export { emptyStringsToNull };

export interface ApiResult<T> {
  success: boolean;
  data: T | null;
  message: string | null;
  status: number | null;
  code: ErrorCode | null;
  /** Why the API refused, for the web app to translate; null when the answer was not a problem. */
  reason?: Reason | null;
  /** The parameters the reason's text needs. */
  params?: Record<string, string | number>;
  /** Field errors of a validation failure, by field path, as the API names them. */
  errors?: Record<string, string[]>;
  /** Why each field was refused, by field path, for the web app to translate. */
  fields?: Record<string, FieldProblem[]>;
}

const SUCCESS_STATUSES = new Set([200, 201, 204]);

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/** Turns a failed answer into the message the user sees: the problem's detail, else the body text, else the status text. */
async function failure<T>(response: Response): Promise<ApiResult<T>> {
  const text = await readBody(response);
  let message = text.trim() || response.statusText || String(response.status);
  let code: ErrorCode | null = null;
  let reason: Reason | null = null;
  let params: Record<string, string | number> | undefined;
  let errors: Record<string, string[]> | undefined;
  let fields: Record<string, FieldProblem[]> | undefined;
  if (text) {
    try {
      // Loaded with the first failure: zod is not in the landing page's first chunk (decision 035).
      const { ReadProblemSchema, isReason } = await import('./problem-schema');
      const problem = ReadProblemSchema.safeParse(JSON.parse(text));
      if (problem.success) {
        message = problem.data.detail;
        code = problem.data.code;
        reason = isReason(problem.data.reason) ? problem.data.reason : null;
        params = problem.data.params;
        errors = problem.data.errors;
        fields = problem.data.fields;
      } else {
        const loose = JSON.parse(text) as { detail?: unknown; message?: unknown };
        if (typeof loose.detail === 'string') message = loose.detail;
        else if (typeof loose.message === 'string') message = loose.message;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
  }
  return {
    success: false,
    data: null,
    message,
    status: response.status,
    code,
    reason,
    ...(params ? { params } : {}),
    ...(errors ? { errors } : {}),
    ...(fields ? { fields } : {}),
  };
}

/**
 * Calls the product's API from the browser: same-origin credentials (the session cookie), JSON in
 * and out, empty strings sent as null. Never throws; the result says whether it worked.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, signal } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(emptyStringsToNull(body));
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error ? error.message : String(error);
    return { success: false, data: null, message: `Network error: ${message}`, status: null, code: null };
  }
  if (!SUCCESS_STATUSES.has(response.status)) return failure<T>(response);
  const text = response.status === 204 ? '' : await readBody(response);
  let data: T | null = null;
  if (text) {
    try {
      data = JSON.parse(text) as T;
    } catch {
      data = null;
    }
  }
  return { success: true, data, message: null, status: response.status, code: null };
}

/** An error carrying the API's message, for TanStack Query's error state. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: ErrorCode | null;
  /** Why the API refused (translate it with `useReasonText`); null for a network failure. */
  readonly reason: Reason | null;
  readonly params: Record<string, string | number> | undefined;
  readonly fields: Record<string, FieldProblem[]> | undefined;
  constructor(result: ApiResult<unknown>) {
    super(result.message ?? 'Request failed');
    this.name = 'ApiError';
    this.status = result.status;
    this.code = result.code;
    this.reason = result.reason ?? null;
    this.params = result.params;
    this.fields = result.fields;
  }
}

/** For query functions: the data of a successful call, or a thrown ApiError. */
export async function apiData<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const result = await apiRequest<T>(path, request);
  if (!result.success) throw new ApiError(result);
  return result.data as T;
}

/**
 * A refusal a page answers with its permission message (403, or the `forbidden` code): the one
 * permission check of the web app, for a query's thrown ApiError and a mutation's failed ApiResult alike.
 */
export function isPermissionRefusal(failure: unknown): boolean {
  if (!(failure instanceof ApiError) && !isResultLike(failure)) return false;
  return failure.status === 403 || failure.code === 'forbidden';
}

function isResultLike(value: unknown): value is Pick<ApiResult<unknown>, 'status' | 'code'> {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value;
}

/** How many times a failed query is tried again: once, and only when trying again can help. */
export const QUERY_RETRIES = 1;

/**
 * TanStack Query's `retry` for every query: a network error (no status) or a 5xx may pass on a
 * second try; a 4xx is the server's answer (refused, not found, invalid) and is shown at once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === null || error.status >= 500;
}
