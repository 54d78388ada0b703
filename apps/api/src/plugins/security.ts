/**
 * Security headers with a strict Content-Security-Policy, and a default rate limit.
 * Scripts load only from this origin (no inline script anywhere); styles allow inline because the
 * UI kit writes CSS variables at run time (see docs/decisions/005-content-security-policy.md).
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function security(app: FastifyInstance) {
    const formTargets = ["'self'"];
    if (app.config.oidc.kind === 'external') formTargets.push(new URL(app.config.oidc.issuer).origin);
    await app.register(helmet, {
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
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      global: true,
      max: 600,
      timeWindow: '1 minute',
      allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
    });
  },
  { name: 'security', dependencies: ['config'] },
);
