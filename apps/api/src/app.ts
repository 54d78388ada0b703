/**
 * The whole server as one Fastify app. Tests boot it in memory with `inject`; server.ts owns the
 * process (listen, signals, graceful close).
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { emptyStringsToNull } from '@mywru/shared';
import type { Database } from './db/client';
import type { Config } from './env';
import actionRoutes from './features/actions/routes';
import authRoutes from './features/accounts/routes';
import dbsCheckRoutes from './features/dbs-checks/routes';
import healthRoutes from './features/health/routes';
import lookupRoutes from './features/lookups/routes';
import registrationDecisionRoutes from './features/registrations/decision-routes';
import teamRoutes from './features/teams/routes';
import transferRoutes from './features/transfers/routes';
import permitRoutes from './features/permits/routes';
import fixtureRoutes from './features/fixtures/routes';
import organisationRoutes from './features/organisations/routes';
import peopleRoutes from './features/people/routes';
import qualificationRoutes from './features/qualifications/routes';
import registrationRoutes from './features/registrations/routes';
import roleRoutes from './features/roles/routes';
import runtimeConfigRoutes from './features/runtime-config/routes';
import backOfficeRoutes from './features/back-office/routes';
import auditLogRoutes from './features/audit-log/routes';
import outboxRoutes from './features/outbox/routes';
import emailChangeRoutes from './features/accounts/email-change-routes';
import identity from './identity/plugin';
import type { Clock } from './lib/clock';
import { persistentSecret, randomSecret } from './lib/secrets';
import { emptyQueryParamsToAbsent } from './lib/query-params';
import auth from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import errors from './plugins/errors';
import jobs from './plugins/jobs';
import mail from './plugins/mail';
import openapi from './plugins/openapi';
import security from './plugins/security';
import useCaseContext from './plugins/use-case-context';
import web from './plugins/web';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The process's pino logger; tests run without one. */
  logger?: FastifyBaseLogger;
}

/**
 * TRUST_PROXY for Fastify. A number of proxies becomes "trust that many hops from the connection",
 * which Fastify no longer does for a bare number (it then trusts none).
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: trustProxyOption(options.config.trustProxy),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The spec's rule, on the server as in the web client: an empty string in a payload is null.
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = emptyStringsToNull(request.body);
    // In a query string an empty parameter counts as absent, for every endpoint with filters.
    if (request.query && typeof request.query === 'object')
      request.query = emptyQueryParamsToAbsent(request.query as Record<string, unknown>);
  });

  const cookieSecret =
    options.config.sessionSecret ?? (await persistentSecret(options.database.db, 'cookie_secret', randomSecret));

  await app.register(configPlugin, { config: options.config, ...(options.clock ? { clock: options.clock } : {}) });
  await app.register(dbPlugin, { database: options.database });
  await app.register(errors);
  await app.register(security);
  await app.register(openapi);
  await app.register(auth, { cookieSecret });
  await app.register(mail);
  await app.register(identity);
  await app.register(jobs);
  await app.register(useCaseContext);

  await app.register(healthRoutes);
  await app.register(runtimeConfigRoutes);
  await app.register(authRoutes);
  await app.register(lookupRoutes);
  await app.register(peopleRoutes);
  await app.register(emailChangeRoutes);
  await app.register(organisationRoutes);
  await app.register(registrationDecisionRoutes);
  await app.register(teamRoutes);
  await app.register(transferRoutes);
  await app.register(permitRoutes);
  await app.register(fixtureRoutes);
  await app.register(registrationRoutes);
  await app.register(actionRoutes);
  await app.register(backOfficeRoutes);
  await app.register(dbsCheckRoutes);
  await app.register(qualificationRoutes);
  await app.register(roleRoutes);
  await app.register(auditLogRoutes);
  await app.register(outboxRoutes);

  await app.register(web);
  return app;
}
