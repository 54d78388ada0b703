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
}

/** The signed-in actor of a request to an /api/ route that is not public (the auth plugin refused anonymous callers). */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new Error('actorOf called on a public route');
  return request.actor;
}
