/**
 * One error model: every failure leaves as RFC 9457 problem details with a stable code. Details of
 * 5xx never reach the client; they are logged with the request id. Permission refusals are logged.
 */
import type { Problem } from '@mywru/shared';
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

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: Omit<Problem, 'type' | 'title' | 'requestId' | 'instance'> & { title?: string },
) {
  const body: Problem = {
    type: 'about:blank',
    title: problem.title ?? TITLES[problem.status] ?? 'Error',
    status: problem.status,
    detail: problem.detail,
    code: problem.code,
    instance: request.url,
    requestId: request.id,
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
  return reply.status(problem.status).type('application/problem+json').send(body);
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
          status: error.status,
          code: error.code,
          detail: error.detail,
          ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || '_';
          (errors[key] ??= []).push(issue.message ?? 'is not valid');
        }
        return sendProblem(request, reply, {
          status: 400,
          code: 'validation_failed',
          detail: 'The request is not valid',
          errors,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendProblem(request, reply, { status: 500, code: 'internal', detail: 'Something went wrong' });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return sendProblem(request, reply, {
          status,
          code: 'rate_limited',
          detail: 'Too many attempts. Please wait a moment and try again.',
        });
      }
      if (status >= 400 && status < 500) {
        return sendProblem(request, reply, {
          status,
          code: status === 404 ? 'not_found' : status === 401 ? 'unauthenticated' : 'bad_request',
          detail: error.message,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(request, reply, { status: 500, code: 'internal', detail: 'Something went wrong' });
    });
  },
  { name: 'errors' },
);
