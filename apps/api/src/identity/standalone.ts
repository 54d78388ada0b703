/**
 * The embedded identity provider on its own: its own server, port and database, for anyone who
 * wants a separate identity provider (and for the external-issuer test). The portal then points
 * at it with OIDC_ISSUER=<url>/oidc, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ClientMetadata } from 'oidc-provider';
import type { Database } from '../db/client';
import { loadConfig } from '../env';
import configPlugin from '../plugins/config';
import dbPlugin from '../plugins/db';
import errors from '../plugins/errors';
import mail from '../plugins/mail';
import identity from './plugin';

export interface StandaloneOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** A migrated database of its own. */
  database: Database;
  /** Its public address; default http://<host>:<port>. The issuer is <publicUrl>/oidc. */
  publicUrl?: string;
  clients: ClientMetadata[];
  /** Where "Sign in" links point after a password reset (e.g. the relying party's login). */
  signInUrl?: string | null;
  logger?: FastifyServerOptions['logger'];
}

export interface StandaloneIdentityProvider {
  app: FastifyInstance;
  url: string;
  issuer: string;
  close(): Promise<void>;
}

async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const css = () => fs.readFileSync(path.join(import.meta.dirname, '../lib/server-pages.css'), 'utf8');

export async function startStandaloneIdentityProvider(options: StandaloneOptions): Promise<StandaloneIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort(host));
  const publicUrl = (options.publicUrl ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(
    /\/$/,
    '',
  );
  const config = loadConfig({
    PORT: String(port),
    HOST: host,
    PUBLIC_URL: publicUrl,
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
  });

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { database: options.database });
  await app.register(errors);
  await app.register(mail);
  await app.register(identity, {
    clients: options.clients,
    includePortalClient: false,
    signInUrl: options.signInUrl ?? null,
  });
  const stylesheet = css();
  app.get('/server-pages.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(stylesheet));
  await app.listen({ port, host });
  return { app, url: publicUrl, issuer: config.oidc.issuer, close: () => app.close() };
}
