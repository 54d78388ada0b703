import { ProblemSchema, successStatusOf, type Endpoint, type EndpointInput, type EndpointResult } from '@mywru/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from './actor';
import { signedInContext, type UseCaseContext } from './use-case-context';

type ContextOf<E extends Endpoint> = E extends { isPublic: true } ? UseCaseContext<Actor | null> : UseCaseContext;

export type EndpointHandler<E extends Endpoint> = (
  context: ContextOf<E>,
  input: EndpointInput<E>,
  http: { request: FastifyRequest; reply: FastifyReply },
) => Promise<EndpointResult<E>> | EndpointResult<E>;

/**
 * Registers the Fastify route of an endpoint's contract: its method, path and schemas (so the
 * OpenAPI reference and validation come from the contract), the refusals it documents as problem
 * details, and a handler that receives the request's use-case context and the parsed input and
 * answers with the contract's success status. A handler that must set headers uses `http.reply`.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  const success = successStatusOf(endpoint);
  const response: Record<number, z.ZodType> = {
    [success]: endpoint.response ?? z.null().describe('No content'),
  };
  const refusals = new Set<number>(endpoint.refusals);
  if (endpoint.params || endpoint.query || endpoint.body) refusals.add(400);
  if (!endpoint.isPublic) refusals.add(401);
  for (const status of refusals) response[status] = ProblemSchema;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.isPublic ? { config: { isPublic: true } } : {}),
    schema: {
      ...(endpoint.isHidden ? { hide: true } : {}),
      tags: [endpoint.capability],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response,
    },
    handler: async (request, reply) => {
      const context = (
        endpoint.isPublic ? request.useCaseContext : signedInContext(request.useCaseContext)
      ) as ContextOf<E>;
      const input = { params: request.params, query: request.query, body: request.body } as EndpointInput<E>;
      const result = await handler(context, input, { request, reply });
      if (reply.sent) return reply;
      return reply.status(success).send(success === 204 ? null : result);
    },
  });
}
