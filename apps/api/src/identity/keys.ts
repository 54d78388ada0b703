/**
 * The provider's signing keys and cookie keys: generated once, kept in `app_secrets`, shared by
 * every process and restart. Public keys are published at /oidc/jwks.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';
import { persistentSecret, randomSecret } from '../lib/secrets';

export const SIGNING_KEYS_SECRET = 'oidc_signing_keys';
export const COOKIE_KEYS_SECRET = 'oidc_cookie_keys';
export const CLIENT_SECRET_SECRET = 'oidc_client_secret';

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** The private signing keys (JWKS), generating the first one when there is none. */
export async function signingKeys(db: Db): Promise<JWK[]> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, SIGNING_KEYS_SECRET)).limit(1);
  if (existing) return existing.value as JWK[];
  const generated = [await generateSigningKey()];
  return persistentSecret(db, SIGNING_KEYS_SECRET, () => generated);
}

export function cookieKeys(db: Db): Promise<string[]> {
  return persistentSecret(db, COOKIE_KEYS_SECRET, () => [randomSecret()]);
}

/** The portal client's secret for the embedded provider (the portal reads the same row). */
export function portalClientSecret(db: Db): Promise<string> {
  return persistentSecret(db, CLIENT_SECRET_SECRET, randomSecret);
}
