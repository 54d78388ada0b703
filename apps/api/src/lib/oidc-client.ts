/**
 * The portal as an OpenID Connect client (openid-client), for the embedded provider and for any
 * external issuer alike. With the embedded provider, requests to it go through `app.inject`: no
 * network hop and no request to ourselves over HTTP.
 */
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { persistentSecret, randomSecret } from './secrets';

/** Must match identity/keys.ts: the embedded provider keeps the portal client's secret there. */
const EMBEDDED_CLIENT_SECRET = 'oidc_client_secret';

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/** A fetch that answers from the app itself (the embedded provider), keeping only path and query. */
export function injectFetch(app: FastifyInstance): client.CustomFetch {
  const publicUrl = new URL(app.config.publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    let payload: string | Buffer | undefined;
    const body = options.body;
    if (typeof body === 'string') payload = body;
    else if (body instanceof URLSearchParams) payload = body.toString();
    else if (body instanceof ArrayBuffer || body instanceof Uint8Array) payload = Buffer.from(body as ArrayBuffer);
    else if (body != null) throw new Error('unsupported request body for the embedded provider');
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: {
        ...options.headers,
        host: publicUrl.host,
        ...(app.config.trustProxy !== false ? { 'x-forwarded-proto': publicUrl.protocol.replace(':', '') } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    return new Response(NULL_BODY_STATUS.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

const isLocalHost = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

export interface OidcClient {
  /** The discovered configuration (cached; retried after a failure). */
  configuration(): Promise<client.Configuration>;
  /** Extra authorization parameter naming the API: `resource` (embedded) or `audience` (external). */
  audienceParam(): Record<string, string>;
  redirectUri: string;
  postLogoutRedirectUri: string;
  fetchForIssuer: client.CustomFetch | undefined;
}

export function createOidcClient(app: FastifyInstance): OidcClient {
  const { oidc, publicUrl } = app.config;
  const embedded = oidc.kind === 'embedded';
  const issuer = new URL(oidc.issuer);
  const fetchForIssuer = embedded ? injectFetch(app) : undefined;
  let pending: Promise<client.Configuration> | null = null;

  async function discover(): Promise<client.Configuration> {
    const secret =
      oidc.kind === 'external'
        ? oidc.clientSecret
        : await persistentSecret(app.db, EMBEDDED_CLIENT_SECRET, randomSecret);
    const insecure = embedded || (issuer.protocol === 'http:' && isLocalHost(issuer));
    const options: client.DiscoveryRequestOptions = {
      ...(fetchForIssuer ? { [client.customFetch]: fetchForIssuer } : {}),
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      timeout: 10,
    };
    return client.discovery(issuer, oidc.clientId, { client_secret: secret }, client.ClientSecretPost(secret), options);
  }

  return {
    configuration() {
      pending ??= discover().catch((err: unknown) => {
        pending = null;
        throw err;
      });
      return pending;
    },
    audienceParam(): Record<string, string> {
      if (!oidc.audience) return {};
      return embedded ? { resource: oidc.audience } : { audience: oidc.audience };
    },
    redirectUri: `${publicUrl}/auth/callback`,
    postLogoutRedirectUri: `${publicUrl}/`,
    fetchForIssuer,
  };
}
