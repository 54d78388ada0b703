/**
 * Who is calling. A browser sends the HttpOnly session cookie set by /auth/callback; other clients
 * send a bearer access token issued by the identity provider for this API's audience. Unsafe
 * methods on a cookie session must come from this origin (the Origin header is checked, else the
 * Referer; a missing or unreadable one counts as foreign).
 *
 * Every route under /api/ needs a signed-in caller unless it says `config: { isPublic: true }`. The
 * check runs before the schema is validated, so an anonymous caller learns nothing of a route's
 * fields: 401, never a 400 naming them. Answers of /api/ and /auth/ are not stored by any cache
 * (`Cache-Control: no-store`), except where a public route chose its own caching.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionStore, SESSION_COOKIE, type SessionStore } from '../lib/session-store';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /api/ route anyone may call (lookups, the deployment settings); the others need a signed-in caller. */
    isPublic?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** Resolves a bearer access token to an actor; installed by the sign-in feature. */
    verifyBearer: ((token: string) => Promise<Actor | null>) | null;
    /** Whether the request's Origin (else Referer) is the portal's own. */
    isSameOrigin: (request: FastifyRequest) => boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Answers of these paths carry personal data or sessions. */
function isPrivatePath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/auth/');
}

/** The origin a browser says the request comes from: Origin, else Referer; undefined when neither is readable. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export default fp(
  async function auth(app: FastifyInstance, opts: { cookieSecret: string }) {
    await app.register(cookie, { secret: opts.cookieSecret, hook: 'onRequest' });
    const sessions = createSessionStore(app.db, app.config.sessionIdleMinutes, app.clock);
    app.decorate('sessions', sessions);
    // Several servers on one PostgreSQL: hear the sessions the others end (decision 032).
    const endings = sessions.hearEndingsElsewhere(app.database);
    if (endings) {
      await endings.started;
      app.addHook('onClose', async () => endings.close());
    }
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
    app.decorate('isSameOrigin', (request: FastifyRequest) => requestOrigin(request) === publicOrigin);

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
      if (!SAFE_METHODS.has(request.method) && !app.isSameOrigin(request)) throw AppError.crossOrigin();
      return { personId: session.personId, sub: session.sub, via: 'session' };
    }

    // Before validation (the route's own preValidation hooks run after this one).
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config && isPrivatePath(request.url)) {
        request.actor = await resolveActor(request);
      }
    });

    const requireActor: preValidationAsyncHookHandler = async (request) => {
      if (!request.actor) throw AppError.unauthenticated();
    };
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.config?.isPublic) return;
      const own = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [requireActor, ...own];
    });

    app.addHook('onSend', async (request, reply) => {
      if (!isPrivatePath(request.url)) return;
      if (!request.routeOptions.config?.isPublic || !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
