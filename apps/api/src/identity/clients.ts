/**
 * Clients of the embedded provider beyond the portal itself. The provider looks a client up in its
 * static configuration first, then in `oidc_payloads` (type `Client`), so a client registered here
 * is usable by every process at once.
 */
import type { ClientMetadata } from 'oidc-provider';
import type { Db } from '../db/client';
import { postgresAdapter } from './adapter';

export async function registerClient(db: Db, metadata: ClientMetadata): Promise<void> {
  await postgresAdapter(db)('Client').upsert(metadata.client_id, { ...metadata });
}

export function portalClient(options: { publicUrl: string; clientId: string; clientSecret: string }): ClientMetadata {
  return {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    client_name: 'MyWRU',
    redirect_uris: [`${options.publicUrl}/auth/callback`],
    post_logout_redirect_uris: [`${options.publicUrl}/`],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  };
}
