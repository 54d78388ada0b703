/**
 * The sign-in e-mail change over the API: the state and the request for my own or my child's record
 * (signed in), and the confirmation the portal's link page posts (signed in or not: the token is the proof).
 */
import { confirmEmailChangeEndpoint, getEmailChangeEndpoint, requestEmailChangeEndpoint } from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { createAttemptCounter } from '../../domain/account/attempts';
import { route } from '../../lib/endpoint';
import { SESSION_COOKIE } from '../../lib/session-store';
import { confirmEmailChange } from './confirm-email-change';
import { getEmailChange } from './get-email-change';
import { requestEmailChange } from './request-email-change';

const emailChangeRoutes: FastifyPluginAsync = async (app) => {
  const attempts = createAttemptCounter(app.database, app.clock);
  const issuer = app.config.oidc.kind;

  route(app, getEmailChangeEndpoint, (context, { params }) => getEmailChange(context, { personId: params.id, issuer }));
  route(app, requestEmailChangeEndpoint, (context, { params, body }, { request }) =>
    requestEmailChange(context, {
      personId: params.id,
      request: body,
      issuer,
      publicUrl: app.config.publicUrl,
      attempts,
      ip: request.ip,
    }),
  );
  route(app, confirmEmailChangeEndpoint, async (context, { body }, { request }) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const session = cookie ? await app.sessions.get(cookie) : null;
    return confirmEmailChange(context, { token: body.token, currentSessionIdHash: session?.idHash ?? null });
  });
};
export default emailChangeRoutes;
