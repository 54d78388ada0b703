/**
 * Who is calling. A browser sends the HttpOnly session cookie set by /auth/callback; other clients
 * send a bearer access token issued by the identity provider for this API's audience. Unsafe
 * methods on a cookie session must come from this origin (the Origin header is checked).
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionStore, SESSION_COOKIE, type SessionStore } from '../features/auth/session-store';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** Resolves a bearer access token to an actor; installed by the sign-in feature. */
    verifyBearer: ((token: string) => Promise<Actor | null>) | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async function auth(app: FastifyInstance, opts: { cookieSecret: string }) {
    await app.register(cookie, { secret: opts.cookieSecret, hook: 'onRequest' });
    app.decorate('sessions', createSessionStore(app.db, app.config.sessionIdleMinutes, app.clock));
    // A getter/setter pair, so the sign-in routes can install the verifier from their own
    // (encapsulated) plugin: assigning `app.verifyBearer` there reaches this setter.
    let bearerVerifier: ((token: string) => Promise<Actor | null>) | null = null;
    app.decorate('verifyBearer', {
      getter: () => bearerVerifier,
      setter: (fn: typeof bearerVerifier) => {
        bearerVerifier = fn;
      },
    });
    app.decorateRequest('actor', null);

    const publicOrigin = new URL(app.config.publicUrl).origin;

    async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ')) {
        if (!app.verifyBearer) return null;
        return app.verifyBearer(header.slice('Bearer '.length).trim());
      }
      const sessionId = request.cookies[SESSION_COOKIE];
      if (!sessionId) return null;
      const session = await app.sessions.touch(sessionId);
      if (!session) return null;
      if (!SAFE_METHODS.has(request.method)) {
        const origin = request.headers.origin ?? (request.headers.referer ? new URL(request.headers.referer).origin : undefined);
        if (origin !== publicOrigin) throw new AppError('forbidden', 'Cross-origin request refused: you do not have permission');
      }
      return { personId: session.personId, sub: session.sub, via: 'session' };
    }

    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config && (request.url.startsWith('/api/') || request.url.startsWith('/auth/'))) {
        request.actor = await resolveActor(request);
      }
    });

    app.decorate('requireActor', async (request: FastifyRequest) => {
      if (!request.actor) throw AppError.unauthenticated();
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
