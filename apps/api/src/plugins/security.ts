/**
 * Security headers with a strict Content-Security-Policy and a Permissions-Policy, and a default
 * rate limit.
 * Scripts load only from this origin (no inline script anywhere); styles allow inline because the
 * UI kit writes CSS variables at run time (see docs/decisions/005-content-security-policy.md).
 * The headers are Helmet's, made once at start: its Fastify plugin made Helmet's middleware again on
 * every request, parsing the policy each time (decision 035, thirty-second round).
 */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { PERMISSIONS_POLICY } from '../lib/http-headers';

/** The web build's files: hashed assets, translations, icons, fonts and the files at its root (sw.js, favicon.svg...). */
const STATIC_FILE =
  /^\/(?:(?:assets|locales|icons|server-fonts)\/[^?]*|[\w-]+(?:\.[\w-]+)*\.(?:js|css|svg|png|ico|webmanifest))(?:\?|$)/;

export default fp(
  async function security(app: FastifyInstance) {
    const formTargets = ["'self'"];
    if (app.config.oidc.kind === 'external') formTargets.push(new URL(app.config.oidc.issuer).origin);
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: formTargets,
          ...(app.config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: app.config.secureCookies,
      // Never a referrer to another site. Within the portal the browser keeps sending its origin with a
      // form post (the sign-out form): under 'no-referrer' that Origin would be "null" and refused.
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // A signed-in client is counted by its credential, so a club behind one address is not one client.
      keyGenerator: (request) => {
        const credential = request.headers.authorization ?? request.headers.cookie?.match(/mywru_session=([^;]+)/)?.[1];
        return credential ? `c:${createHash('sha256').update(credential).digest('base64url')}` : `ip:${request.ip}`;
      },
      // The health checks, and the built web app's files: the installed app's service worker fetches
      // some 170 of them on a first visit (decision 031), so counting them would refuse a clubhouse's
      // shared address after a handful of new phones. They are precompressed files read from disk; the
      // API, sign-in and pages stay counted.
      allowList: (request) =>
        request.url === '/healthz' ||
        request.url === '/readyz' ||
        ((request.method === 'GET' || request.method === 'HEAD') && STATIC_FILE.test(request.url)),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
