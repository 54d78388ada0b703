import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RuntimeConfigSchema } from '@mywru/shared';

/** What the web app needs to know of the deployment: help site, support address, sign-in client. */
const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    {
      config: { isPublic: true },
      schema: {
        tags: ['config'],
        summary: 'Deployment settings the web app reads',
        response: { 200: RuntimeConfigSchema },
      },
    },
    async () => ({
      helpSiteUrl: app.config.helpSiteUrl,
      legalUrl: app.config.legalUrl,
      supportEmail: app.config.supportEmail,
      oidcClientId: app.config.oidc.clientId,
      qaHost: app.config.qaHost,
      hasOutbox: app.config.hasOutbox,
      passwordResetConnection: 'Username-Password-Authentication',
    }),
  );
};
export default runtimeConfigRoutes;
