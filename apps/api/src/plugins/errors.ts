/**
 * One error model: every failure leaves as RFC 9457 problem details with a stable code. Details of
 * 5xx never reach the client; they are logged with the request id. Permission refusals are logged.
 */
import {
  FIELD_REASONS,
  REASONS,
  statusOfErrorCode,
  type ErrorCode,
  type FieldProblem,
  type Problem,
  type Reason,
} from '@mywru/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

interface ProblemInput {
  reason: Reason;
  /** The status when it is not the reason's own (a generic 4xx from Fastify, e.g. 405 or 413). */
  status?: number;
  code?: ErrorCode;
  detail?: string;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  fields?: Record<string, FieldProblem[]>;
}

/** Answers with problem details; status, code and English follow from the reason unless given. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: ProblemInput) {
  const code = problem.code ?? REASONS[problem.reason].code;
  const status = problem.status ?? statusOfErrorCode(code);
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail: problem.detail ?? REASONS[problem.reason].en,
    code,
    reason: problem.reason,
    ...(problem.params ? { params: problem.params } : {}),
    instance: request.url,
    requestId: request.id,
    ...(problem.errors ? { errors: problem.errors } : {}),
    ...(problem.fields ? { fields: problem.fields } : {}),
  };
  return reply.status(status).type('application/problem+json').send(body);
}

const isFieldReason = (value: unknown): value is FieldProblem['reason'] =>
  (FIELD_REASONS as readonly unknown[]).includes(value);

/** A zod issue as the reason a field was refused, with the bounds its text needs. */
function fieldProblemOf(issue: { keyword: string; params: Record<string, unknown>; message?: string }): FieldProblem {
  const params = issue.params;
  // A field type may name its own reason in the issue's params (packages/shared/src/fields).
  const own = (params['params'] as { reason?: unknown } | undefined)?.reason;
  if (isFieldReason(own)) return { reason: own, ...boundsOf(params) };
  switch (issue.keyword) {
    case 'invalid_type':
      // zod does not report the input; its message says when there was none.
      return { reason: /received undefined/.test(issue.message ?? '') ? 'field.required' : 'field.invalid_type' };
    case 'too_small':
      return { reason: params['origin'] === 'string' ? 'field.too_short' : 'field.too_small', ...boundsOf(params) };
    case 'too_big':
      return { reason: params['origin'] === 'string' ? 'field.too_long' : 'field.too_big', ...boundsOf(params) };
    case 'invalid_format':
      return { reason: 'field.invalid_format' };
    case 'invalid_value':
      return { reason: 'field.invalid_option' };
    case 'unrecognized_keys':
      return { reason: 'field.unknown' };
    default:
      return { reason: 'field.invalid' };
  }
}

function boundsOf(params: Record<string, unknown>): { params?: Record<string, string | number> } {
  const bounds: Record<string, string | number> = {};
  for (const name of ['minimum', 'maximum', 'min', 'max']) {
    const value = params[name];
    if (typeof value === 'number' || typeof value === 'string') bounds[name] = value;
    else if (typeof value === 'bigint') bounds[name] = Number(value);
  }
  return Object.keys(bounds).length > 0 ? { params: bounds } : {};
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.code === 'forbidden') {
          request.log.warn(
            { actor: request.actor?.personId ?? null, url: request.url, method: request.method },
            'permission refused',
          );
        }
        return sendProblem(request, reply, {
          reason: error.reason,
          code: error.code,
          detail: error.detail,
          ...(error.params ? { params: error.params } : {}),
          ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
          ...(error.fieldProblems ? { fields: error.fieldProblems } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        const fields: Record<string, FieldProblem[]> = {};
        for (const issue of error.validation) {
          const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || '_';
          (errors[key] ??= []).push(issue.message ?? 'is not valid');
          (fields[key] ??= []).push(fieldProblemOf(issue));
        }
        return sendProblem(request, reply, { reason: 'request.invalid', errors, fields });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendProblem(request, reply, { reason: 'server.internal' });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return sendProblem(request, reply, { reason: 'request.too_many' });
      }
      if (status >= 400 && status < 500) {
        const reason = status === 404 ? 'request.not_found' : status === 401 ? 'auth.signed_out' : 'request.bad';
        return sendProblem(request, reply, { reason, status, detail: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(request, reply, { reason: 'server.internal' });
    });
  },
  { name: 'errors' },
);
