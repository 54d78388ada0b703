/**
 * The sign-in e-mail change over the API: the state and the request for my own or my child's record
 * (signed in), and the confirmation the portal's link page posts (signed in or not: the token is the proof).
 */
import {
  EmailChangeConfirmedSchema,
  EmailChangeConfirmSchema,
  EmailChangeRequestSchema,
  EmailChangeStatusSchema,
  PersonIdParamsSchema,
  ProblemSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../lib/session-store';
import { actorOf } from '../lib/actor';
import { createAttemptCounter } from './attempts';
import { confirmEmailChange, getEmailChangeStatus, requestEmailChange } from './email-change';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 409: ProblemSchema };

const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const attempts = createAttemptCounter(app.database, app.clock);

  app.get(
    '/api/person/:id/email-change',
    {
      schema: {
        tags: ['people'],
        summary: "How my or my child's e-mail changes, and the change waiting for its confirmation link",
        params: PersonIdParamsSchema,
        response: { 200: EmailChangeStatusSchema, ...refusals },
      },
    },
    async (request) =>
      getEmailChangeStatus({
        db: app.db,
        actor: actorOf(request),
        personId: request.params.id,
        issuer: app.config.oidc.kind,
        now: app.clock(),
      }),
  );

  app.post(
    '/api/person/:id/email-change',
    {
      schema: {
        tags: ['people'],
        summary:
          "Ask to change a sign-in e-mail (your own, or your child's who signs in) with your current password: e-mails a link valid 24 hours to the new address and a notice to the old one",
        params: PersonIdParamsSchema,
        body: EmailChangeRequestSchema,
        response: { 200: EmailChangeStatusSchema, ...refusals, 429: ProblemSchema },
      },
    },
    async (request) =>
      requestEmailChange({
        db: app.db,
        mailer: app.mailer,
        attempts,
        publicUrl: app.config.publicUrl,
        issuer: app.config.oidc.kind,
        actor: actorOf(request),
        ip: request.ip,
        personId: request.params.id,
        input: request.body,
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.post(
    '/api/email-change/confirm',
    {
      // The link's token is the proof: whoever follows it may be signed out, or signed in as someone else.
      config: { isPublic: true },
      schema: {
        tags: ['people'],
        summary:
          "Follow an e-mail change link: the new e-mail takes effect and the person's other sessions end (410 when the link expired, was used or was replaced)",
        body: EmailChangeConfirmSchema,
        response: {
          200: EmailChangeConfirmedSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          410: ProblemSchema,
        },
      },
    },
    async (request) => {
      const cookie = request.cookies[SESSION_COOKIE];
      const session = cookie ? await app.sessions.get(cookie) : null;
      return confirmEmailChange({
        db: app.db,
        token: request.body.token,
        now: app.clock(),
        currentSessionIdHash: session?.idHash ?? null,
        requestId: request.id,
      });
    },
  );
};
export default emailChangeRoutes;
