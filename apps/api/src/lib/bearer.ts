/**
 * Bearer access tokens from the identity provider: a JWT signed by the issuer, for this API's
 * audience, whose subject is a person that exists.
 */
import { memberIdFromSubject } from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Actor } from './actor';
import type { OidcClient } from './oidc-client';

export function createBearerVerifier(
  app: FastifyInstance,
  oidcClient: OidcClient,
  /** Whether a person with this member id exists. */
  personExists: (personId: number) => Promise<boolean>,
): (token: string) => Promise<Actor | null> {
  const audience = app.config.oidc.audience;
  let keys: Promise<{ getKey: JWTVerifyGetKey; issuer: string }> | null = null;

  async function loadKeys() {
    const metadata = (await oidcClient.configuration()).serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the issuer publishes no jwks_uri');
    if (oidcClient.fetchForIssuer) {
      // The embedded provider: its public keys, read once through the app itself.
      const res = await oidcClient.fetchForIssuer(metadata.jwks_uri, {
        method: 'GET',
        headers: { accept: 'application/json' },
        redirect: 'manual',
        body: undefined,
      });
      if (!res.ok) throw new Error(`jwks answered ${res.status}`);
      return {
        getKey: createLocalJWKSet((await res.json()) as Parameters<typeof createLocalJWKSet>[0]),
        issuer: metadata.issuer,
      };
    }
    return { getKey: createRemoteJWKSet(new URL(metadata.jwks_uri)), issuer: metadata.issuer };
  }

  return async (token) => {
    if (!audience || !token) return null;
    try {
      keys ??= loadKeys().catch((err: unknown) => {
        keys = null;
        throw err;
      });
      const { getKey, issuer } = await keys;
      const { payload } = await jwtVerify(token, getKey, {
        issuer,
        audience,
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      });
      const memberId = payload.sub ? memberIdFromSubject(payload.sub) : null;
      if (!payload.sub || !memberId) return null;
      const personId = Number(memberId);
      if (!(await personExists(personId))) return null;
      return { personId, sub: payload.sub, via: 'bearer' };
    } catch (err) {
      app.log.debug({ err }, 'bearer token refused');
      return null;
    }
  };
}
