/**
 * The embedded OpenID Connect provider (oidc-provider). Subjects are `mywru|<member id>`; access
 * tokens are JWTs for the API's audience (resource indicators); PKCE is required of every client;
 * first-party clients get their grant without a consent page (see interactions.ts).
 */
import Provider, { errors, type ClientMetadata, type Configuration } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { memberIdFromSubject } from '@mywru/shared';
import { postgresAdapter } from './adapter';
import { cookieKeys, signingKeys } from './keys';
import { logoutPage, messagePage, pageUiFromCookie, signedOutPage } from './pages';
import { displayName, findPerson } from '../domain/person/queries';

export interface ProviderOptions {
  db: Db;
  issuer: string;
  audience: string;
  publicUrl: string;
  clients: ClientMetadata[];
  logger: FastifyBaseLogger;
  trustProxy: boolean;
}

/** The path the provider is mounted on, from its issuer (`/oidc`). */
export const mountPathOf = (issuer: string) => new URL(issuer).pathname.replace(/\/$/, '');

export async function createIdentityProvider(options: ProviderOptions): Promise<Provider> {
  const { db, audience } = options;
  const mountPath = mountPathOf(options.issuer);
  const keys = await signingKeys(db);

  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    clients: options.clients,
    jwks: { keys: keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: await cookieKeys(db),
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    // The portal reads e-mail and name from the ID token, as it does from hosted providers.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    async findAccount(_ctx, sub) {
      const memberId = memberIdFromSubject(sub);
      if (!sub.startsWith('mywru|') || !memberId) return undefined;
      const person = await findPerson(db, Number(memberId));
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email ?? undefined,
          email_verified: person.email ? false : undefined,
          name: displayName(person) ?? undefined,
        }),
      };
    },
    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return { scope: 'api', audience, accessTokenFormat: 'jwt', accessTokenTTL: 60 * 60 };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage({ form, ui: pageUiFromCookie(ctx.get('cookie'), ctx.path) });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage({ homeHref: options.publicUrl + '/', ui: pageUiFromCookie(ctx.get('cookie'), ctx.path) });
        },
      },
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    renderError: (ctx, out, error) => {
      options.logger.info({ err: error, out }, 'identity provider error page');
      ctx.type = 'html';
      const ui = pageUiFromCookie(ctx.get('cookie'), ctx.path);
      ctx.body = messagePage({
        ui,
        title: ui.t('identity:failed.title'),
        message:
          ui.t('identity:failed.message') + (out.error_description ? ` (${String(out.error_description)})` : ''),
        linkHref: options.publicUrl + '/',
        linkText: ui.t('identity:signedOut.home'),
      });
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  provider.on('server_error', (_ctx, err) => options.logger.error({ err }, 'identity provider error'));
  return provider;
}
