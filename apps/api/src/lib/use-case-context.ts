import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Actor } from './actor';

/**
 * What every use case works with, built once per request (`plugins/use-case-context.ts`): the
 * database, the signed-in person, the request's "now" (one clock read, so every rule of one request
 * sees the same instant), the mailer, the request id and the request's logger. Use cases take
 * `(context, input)`; scheduled jobs build one of their own with `actor` null.
 */
export interface UseCaseContext<A extends Actor | null = Actor> {
  readonly db: Db;
  readonly actor: A;
  readonly now: Date;
  readonly mailer: FastifyInstance['mailer'];
  readonly requestId: string;
  readonly log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before the handler runs; `actor` is null only on public routes. */
    useCaseContext: UseCaseContext<Actor | null>;
  }
}

/** The context of a signed-in route (the auth plugin refused anonymous callers before validation). */
export function signedInContext(context: UseCaseContext<Actor | null>): UseCaseContext {
  if (!context.actor) throw new Error('signedInContext called on a public route');
  return context as UseCaseContext;
}
