import type { preHandlerAsyncHookHandler } from 'fastify';

/** Who is calling: a signed-in person, through the web session cookie or a bearer access token. */
export interface Actor {
  personId: number;
  sub: string;
  via: 'session' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin when the request carries a valid session or bearer token. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** preHandler that refuses with 401 unless an actor is present. */
    requireActor: preHandlerAsyncHookHandler;
  }
}

/** The signed-in actor of a request that passed `requireActor`. */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new Error('requireActor must run before actorOf');
  return request.actor;
}
