import { getRuntimeConfigEndpoint } from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';

/** What the web app needs to know of the deployment: help site, support address, sign-in client, the consent form's terms. */
const runtimeConfigRoutes: FastifyPluginAsync = async (app) => {
  route(app, getRuntimeConfigEndpoint, () => ({
    helpSiteUrl: app.config.helpSiteUrl,
    legalUrl: app.config.legalUrl,
    supportEmail: app.config.supportEmail,
    oidcClientId: app.config.oidc.clientId,
    qaHost: app.config.qaHost,
    hasOutbox: app.config.hasOutbox,
    passwordResetConnection: 'Username-Password-Authentication',
    policyUrls: app.config.policyUrls,
  }));
};
export default runtimeConfigRoutes;
