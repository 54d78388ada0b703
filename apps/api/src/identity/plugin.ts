/**
 * The embedded identity provider, mounted at /oidc when no external issuer is configured. With an
 * external issuer this plugin registers nothing. See README.md in this folder.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import type { ClientMetadata } from 'oidc-provider';
import { PERMISSIONS_POLICY } from '../lib/http-headers';
import { portalClient } from './clients';
import interactionRoutes from './interactions';
import { portalClientSecret } from './keys';
import { LOGOUT_SCRIPT } from './pages';
import { createIdentityProvider, mountPathOf } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded provider; absent with an external issuer. */
    identityProvider?: Provider;
  }
}

export interface IdentityOptions {
  /** Clients besides the portal (more can be registered at run time with `registerClient`). */
  clients?: ClientMetadata[];
  /** The portal's own client (redirect to PUBLIC_URL/auth/callback). Default true. */
  includePortalClient?: boolean;
  /** Where "Sign in" links point after a password reset. Default PUBLIC_URL/auth/login with the portal client. */
  signInUrl?: string | null;
}

/** Paths under the mount that are this plugin's pages rather than the provider's own endpoints. */
const OWN_PATHS = /^\/(interaction|reset-password|forgot-password|dbconnections)(\/|\?|$)/;

export default fp(
  async function identity(app: FastifyInstance, opts: IdentityOptions) {
    const { oidc, publicUrl } = app.config;
    if (oidc.kind !== 'embedded') return;
    const includePortalClient = opts.includePortalClient ?? true;
    const clients = [...(opts.clients ?? [])];
    if (includePortalClient) {
      clients.unshift(
        portalClient({ publicUrl, clientId: oidc.clientId, clientSecret: await portalClientSecret(app.db) }),
      );
    }
    const mountPath = mountPathOf(oidc.issuer);
    const provider = await createIdentityProvider({
      db: app.db,
      issuer: oidc.issuer,
      audience: oidc.audience,
      publicUrl,
      clients,
      logger: app.log,
      trustProxy: app.config.trustProxy,
    });
    app.decorate('identityProvider', provider);

    // Forms on the provider's pages end in redirects to the clients' own addresses: allow exactly those.
    const formTargets = new Set(["'self'"]);
    for (const client of clients) {
      for (const uri of [...(client.redirect_uris ?? []), ...(client.post_logout_redirect_uris ?? [])]) {
        formTargets.add(new URL(uri).origin);
      }
    }
    const providerCsp = `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action ${[...formTargets].join(' ')}`;

    // Expired provider state (codes, sessions, grants, counters) is deleted hourly.
    const sweep = setInterval(() => {
      app.database
        .query('delete from oidc_payloads where expires_at < now() - interval \'1 day\'')
        .catch((err: unknown) => app.log.warn({ err }, 'could not delete expired identity provider state'));
    }, 60 * 60 * 1000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    const callback = provider.callback();
    await app.register(middie);
    app.use(mountPath, (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
      if (OWN_PATHS.test(req.url ?? '')) return next();
      // The provider answers itself; Fastify's hooks do not run, so set the headers they would.
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('referrer-policy', 'no-referrer');
      res.setHeader('content-security-policy', providerCsp);
      res.setHeader('permissions-policy', PERMISSIONS_POLICY);
      void callback(req, res);
    });

    app.get('/oidc-assets/logout.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_SCRIPT),
    );

    await app.register(interactionRoutes, {
      provider,
      mountPath,
      signInUrl: opts.signInUrl !== undefined ? opts.signInUrl : includePortalClient ? `${publicUrl}/auth/login` : null,
    });
  },
  { name: 'identity', dependencies: ['config', 'db', 'mail'] },
);
