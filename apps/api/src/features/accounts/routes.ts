/**
 * Sign-in as a backend-for-frontend: the web app never sees a token. /auth/login starts the code
 * flow (PKCE, state, nonce), /auth/callback turns the code into a server-side session cookie,
 * POST /auth/logout ends it and the provider's session (GET asks to confirm), /auth/session says
 * who is signed in. Works with the embedded provider and with any external issuer. Also installs
 * `app.verifyBearer`.
 */
import { getSessionEndpoint, LanguageSchema, memberIdFromSubject, safeReturnTo } from '@mywru/shared';
import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/endpoint';
import { renderPage } from '../../lib/html';
import { activeUnionRoles } from '../../domain/access/union-access';
import { createBearerVerifier } from '../../lib/bearer';
import { createOidcClient } from '../../lib/oidc-client';
import { ensurePerson } from './queries';
import { SESSION_COOKIE } from '../../lib/session-store';
import { displayName, findPerson } from '../../domain/person/queries';

export const FLOW_COOKIE = 'mywru_auth_flow';
export const LOGIN_FAILED_URL = '/?login=failed';

const FlowSchema = z.object({
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const oidc = createOidcClient(app);
  app.verifyBearer = createBearerVerifier(app, oidc, async (personId) => (await findPerson(app.db, personId)) !== null);
  // The sign-out form posts no fields, but the browser still sends it as a form.
  await app.register(formbody);

  const sessionCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies } as const;
  const flowCookieOptions = {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/auth',
    secure: config.secureCookies,
  } as const;

  const failed = (reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect(LOGIN_FAILED_URL, 303);

  app.get(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Starts sign-in with the identity provider (redirects there)',
        querystring: z.object({ returnTo: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      let configuration: client.Configuration;
      try {
        configuration = await oidc.configuration();
      } catch (err) {
        request.log.error({ err }, 'identity provider discovery failed');
        return failed(reply);
      }
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: oidc.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...oidc.audienceParam(),
      });
      const flow = Buffer.from(JSON.stringify({ verifier, state, nonce, returnTo })).toString('base64url');
      reply.setCookie(FLOW_COOKIE, flow, { ...flowCookieOptions, maxAge: 600 });
      return reply.header('cache-control', 'no-store').redirect(url.href, 303);
    },
  );

  app.get(
    '/auth/callback',
    { schema: { tags: ['accounts'], summary: 'Where the identity provider returns after sign-in' } },
    async (request, reply) => {
      const raw = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: '/auth' });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      let flow: z.infer<typeof FlowSchema>;
      try {
        if (!unsigned?.valid || !unsigned.value) throw new Error('missing or tampered sign-in cookie');
        flow = FlowSchema.parse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')));
      } catch (err) {
        request.log.info({ err }, 'sign-in callback without a valid flow cookie');
        return failed(reply);
      }
      try {
        const configuration = await oidc.configuration();
        const currentUrl = new URL(request.url, config.publicUrl);
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        const memberId = memberIdFromSubject(claims.sub);
        if (!memberId) throw new Error(`subject ${claims.sub} carries no member id`);
        const claimedEmail = typeof claims.email === 'string' ? claims.email : null;
        const person =
          config.oidc.kind === 'external'
            ? await ensurePerson(app.db, Number(memberId), claimedEmail)
            : await findPerson(app.db, Number(memberId));
        if (!person) throw new Error(`no person ${memberId}`);
        const sessionId = await app.sessions.create({
          personId: person.id,
          sub: claims.sub,
          name: displayName(person) ?? (typeof claims.name === 'string' ? claims.name : null),
          email: person.email ?? claimedEmail,
          idToken: tokens.id_token ?? null,
        });
        reply.setCookie(SESSION_COOKIE, sessionId, sessionCookieOptions);
        request.log.info({ personId: person.id }, 'signed in');
        return reply.header('cache-control', 'no-store').redirect(safeReturnTo(flow.returnTo), 303);
      } catch (err) {
        request.log.warn({ err }, 'sign-in callback failed');
        return failed(reply);
      }
    },
  );

  // Sign-out changes state, so it is a POST from the portal's own pages (the Origin is checked as for
  // every unsafe method); a GET, as from an old bookmark or a link elsewhere, only asks to confirm.
  app.get(
    '/auth/logout',
    { schema: { tags: ['accounts'], summary: 'Asks to confirm signing out (the button posts to /auth/logout)' } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderPage({
            title: 'Sign out',
            body: `<div class="card">
<h1>Sign out</h1>
<p>Sign out of MyWRU on this device?</p>
<form method="post" action="/auth/logout">
<button type="submit">Sign out</button>
</form>
<p class="links"><a href="/dashboard">Stay signed in</a></p>
</div>`,
          }),
        ),
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['accounts'], summary: 'Signs out here and at the identity provider' } },
    async (request, reply) => {
      if (!app.isSameOrigin(request)) throw AppError.crossOrigin();
      const sessionId = request.cookies[SESSION_COOKIE];
      const session = sessionId ? await app.sessions.revoke(sessionId) : null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      let target = '/';
      if (session?.idToken) {
        try {
          const configuration = await oidc.configuration();
          if (configuration.serverMetadata().end_session_endpoint) {
            target = client.buildEndSessionUrl(configuration, {
              id_token_hint: session.idToken,
              post_logout_redirect_uri: oidc.postLogoutRedirectUri,
            }).href;
          }
        } catch (err) {
          request.log.warn({ err }, 'could not build the provider logout address');
        }
      }
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );

  route(app, getSessionEndpoint, async (context, _input, { request, reply }) => {
    reply.header('cache-control', 'no-store');
    const sessionId = request.cookies[SESSION_COOKIE];
    const session = context.actor?.via === 'session' && sessionId ? await app.sessions.get(sessionId) : null;
    if (!session) return { isAuthenticated: false, user: null };
    const person = await findPerson(context.db, session.personId);
    const stored = person?.language ? LanguageSchema.safeParse(person.language) : null;
    return {
      isAuthenticated: true,
      user: {
        sub: session.sub,
        name: session.name,
        email: session.email,
        memberId: session.personId,
        unionRoles: await activeUnionRoles(context.db, {
          personId: session.personId,
          sub: session.sub,
          via: 'session',
        }),
        language: stored?.success ? stored.data : null,
      },
    };
  });
};
export default authRoutes;
