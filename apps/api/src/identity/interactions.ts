/**
 * The provider's pages: sign in, create account, forgot password, set a new password, and the
 * change-password call the portal's reset page makes. Interaction pages live under
 * `<mount>/interaction/<uid>`, the path of the provider's interaction cookie, so every form post is
 * bound to the browser that started the sign-in (the cookie is HttpOnly, SameSite=Lax).
 */
import formbody from '@fastify/formbody';
import { TEXT_LIMITS, textField } from '@mywru/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionResults } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { checkPassword, createAccount, EmailTakenError, findAccountByEmail, isEmailTaken, subjectOf } from './accounts';
import { createAttemptCounter, LIMITS } from './attempts';
import {
  createAccountPage,
  forgotPasswordPage,
  forgotPasswordSentPage,
  messagePage,
  resetDonePage,
  resetExpiredPage,
  resetPasswordPage,
  signInPage,
  tooManyAttemptsPage,
  type CreateAccountErrors,
} from './pages';
import { looksLikeEmail, normaliseEmail, passwordProblem } from './password-rule';
import { completePasswordReset, liveResetEmail, requestPasswordReset } from './password-reset';

export const WRONG_CREDENTIALS = 'Incorrect email address or password.';
export const EMAIL_TAKEN = 'An account with this email address already exists.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';
export const CHANGE_PASSWORD_SENT = "We've just sent you an email to reset your password.";

export interface InteractionRoutesOptions {
  provider: Provider;
  mountPath: string;
  /** Where "Sign in" links point once a password has been reset (null: no link). */
  signInUrl: string | null;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The identity forms' fields: no control characters, at most the longest field's limit (the password's). */
const FormField = textField(TEXT_LIMITS.password);

/** A form field as typed; one with a control character or past the limit reads as empty, so the page refuses it. */
function field(request: FastifyRequest, name: string): string {
  const body = request.body;
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && FormField.safeParse(value).success ? value : '';
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

export default async function interactionRoutes(app: FastifyInstance, opts: InteractionRoutesOptions) {
  const { provider, mountPath, signInUrl } = opts;
  await app.register(formbody);
  const attempts = createAttemptCounter(app.database, app.clock);

  const paths = {
    signIn: (uid: string) => `${mountPath}/interaction/${uid}`,
    create: (uid: string) => `${mountPath}/interaction/${uid}/create`,
    forgot: (uid?: string) => (uid ? `${mountPath}/interaction/${uid}/forgot` : `${mountPath}/forgot-password`),
    reset: (token: string) => `${mountPath}/reset-password/${encodeURIComponent(token)}`,
  };
  const hide = { schema: { hide: true } } as const;

  /** The interaction of this browser for the uid in the URL, or an error page already sent. */
  async function loadInteraction(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(request.raw, reply.raw);
    } catch (err) {
      if (!(err instanceof errors.SessionNotFound)) throw err;
      interaction = null as never;
    }
    if (!interaction || interaction.uid !== request.params.uid) {
      await html(
        reply,
        400,
        messagePage({
          title: 'Sign-in timed out',
          message: 'This sign-in page has expired. Please start again.',
          ...(signInUrl ? { linkHref: signInUrl, linkText: 'Sign in again' } : {}),
        }),
      );
      return null;
    }
    return interaction;
  }

  /** The grant of a first-party client: everything it asked for, without a consent page. */
  async function grantFor(interaction: Interaction, accountId: string): Promise<string> {
    const clientId = String(interaction.params.client_id);
    const existing =
      interaction.grantId && interaction.session?.accountId === accountId
        ? await provider.Grant.find(interaction.grantId)
        : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (interaction.prompt.name === 'consent') {
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
    } else {
      grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
    }
    return grant.save();
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults, merge: boolean) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function signInAs(request: FastifyRequest, reply: FastifyReply, interaction: Interaction, personId: number) {
    const accountId = subjectOf(personId);
    const grantId = await grantFor(interaction, accountId);
    return finish(request, reply, { login: { accountId }, consent: { grantId } }, false);
  }

  // ------------------------------------------------------------------------------------- sign in

  app.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid`, hide, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const uid = interaction.uid;
    if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
      const grantId = await grantFor(interaction, interaction.session.accountId);
      return finish(request, reply, { consent: { grantId } }, true);
    }
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    return html(
      reply,
      200,
      signInPage({
        action: paths.signIn(uid),
        createHref: paths.create(uid),
        forgotHref: paths.forgot(uid),
        ...(hint ? { email: hint } : {}),
      }),
    );
  });

  app.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid`, hide, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const uid = interaction.uid;
    const email = normaliseEmail(field(request, 'email'));
    const password = field(request, 'password');
    const page = (error: string) =>
      signInPage({
        action: paths.signIn(uid),
        createHref: paths.create(uid),
        forgotHref: paths.forgot(uid),
        email,
        error,
      });

    const emailKey = `signin-email:${email.toLowerCase()}`;
    const ipKey = `signin-ip:${request.ip}`;
    if (
      (await attempts.isOver(emailKey, LIMITS.signInPerEmail)) ||
      (await attempts.isOver(ipKey, LIMITS.signInPerIp))
    ) {
      return html(reply, 429, tooManyAttemptsPage({ backHref: paths.signIn(uid) }));
    }
    if (!email || !password) return html(reply, 400, page(WRONG_CREDENTIALS));
    const account = await findAccountByEmail(app.db, email);
    if (!(await checkPassword(account, password)) || !account) {
      await attempts.hit(emailKey, LIMITS.signInPerEmail);
      await attempts.hit(ipKey, LIMITS.signInPerIp);
      request.log.info({ uid }, 'sign-in refused: wrong credentials');
      return html(reply, 401, page(WRONG_CREDENTIALS));
    }
    await attempts.reset(emailKey);
    return signInAs(request, reply, interaction, account.personId);
  });

  // ------------------------------------------------------------------------------ create account

  app.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/create`, hide, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    return html(
      reply,
      200,
      createAccountPage({ action: paths.create(interaction.uid), signInHref: paths.signIn(interaction.uid) }),
    );
  });

  app.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/create`, hide, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const uid = interaction.uid;
    const email = normaliseEmail(field(request, 'email'));
    const password = field(request, 'password');
    const confirm = field(request, 'confirm');
    const errorsFound: CreateAccountErrors = {};
    if (!looksLikeEmail(email)) errorsFound.email = 'Enter a valid email address.';
    else if (await isEmailTaken(app.db, email)) errorsFound.email = EMAIL_TAKEN;
    const weak = passwordProblem(password, email);
    if (weak) errorsFound.password = weak;
    else if (password !== confirm) errorsFound.confirm = PASSWORDS_DIFFER;
    const show = (errs: CreateAccountErrors) =>
      html(
        reply,
        400,
        createAccountPage({ action: paths.create(uid), signInHref: paths.signIn(uid), email, errors: errs }),
      );
    if (Object.keys(errorsFound).length) return show(errorsFound);
    try {
      const { personId } = await createAccount({ db: app.db, email, password, requestId: request.id });
      request.log.info({ personId }, 'account created');
      return await signInAs(request, reply, interaction, personId);
    } catch (err) {
      if (err instanceof EmailTakenError) return show({ email: EMAIL_TAKEN });
      throw err;
    }
  });

  // ----------------------------------------------------------------------------- forgot password

  async function resetRequestAllowed(request: FastifyRequest, email: string): Promise<boolean> {
    const emailKey = `reset-email:${email.toLowerCase()}`;
    const ipKey = `reset-ip:${request.ip}`;
    const [byEmail, byIp] = [
      await attempts.hit(emailKey, LIMITS.resetPerEmail),
      await attempts.hit(ipKey, LIMITS.resetPerIp),
    ];
    return byEmail <= LIMITS.resetPerEmail.max && byIp <= LIMITS.resetPerIp.max;
  }

  async function sendReset(email: string) {
    await requestPasswordReset({
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      email,
      now: app.clock(),
    });
  }

  async function showForgot(request: FastifyRequest, reply: FastifyReply, uid: string | undefined) {
    const backHref = uid ? paths.signIn(uid) : (signInUrl ?? '/');
    if (request.method === 'GET') return html(reply, 200, forgotPasswordPage({ action: paths.forgot(uid), backHref }));
    const email = normaliseEmail(field(request, 'email'));
    if (!looksLikeEmail(email)) {
      return html(
        reply,
        400,
        forgotPasswordPage({ action: paths.forgot(uid), backHref, email, error: 'Enter a valid email address.' }),
      );
    }
    if (!(await resetRequestAllowed(request, email))) return html(reply, 429, tooManyAttemptsPage({ backHref }));
    await sendReset(email);
    return html(reply, 200, forgotPasswordSentPage({ backHref }));
  }

  // Forgot password needs no interaction (it only sends an e-mail), but keeps the way back to it.
  app.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/forgot`, hide, (request, reply) =>
    showForgot(request, reply, request.params.uid),
  );
  app.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/forgot`, hide, (request, reply) =>
    showForgot(request, reply, request.params.uid),
  );
  app.get(`${mountPath}/forgot-password`, hide, (request, reply) => showForgot(request, reply, undefined));
  app.post(`${mountPath}/forgot-password`, hide, (request, reply) => showForgot(request, reply, undefined));

  // ---------------------------------------------------------------------------- set new password

  app.get<{ Params: { token: string } }>(`${mountPath}/reset-password/:token`, hide, async (request, reply) => {
    if ((await liveResetEmail(app.db, request.params.token, app.clock())) === null) {
      return html(reply, 410, resetExpiredPage({ forgotHref: paths.forgot() }));
    }
    return html(reply, 200, resetPasswordPage({ action: paths.reset(request.params.token) }));
  });

  app.post<{ Params: { token: string } }>(`${mountPath}/reset-password/:token`, hide, async (request, reply) => {
    const { token } = request.params;
    const email = await liveResetEmail(app.db, token, app.clock());
    if (email === null) return html(reply, 410, resetExpiredPage({ forgotHref: paths.forgot() }));
    const password = field(request, 'password');
    const confirm = field(request, 'confirm');
    const weak = passwordProblem(password, email);
    const errs = weak ? { password: weak } : password !== confirm ? { confirm: PASSWORDS_DIFFER } : null;
    if (errs) return html(reply, 400, resetPasswordPage({ action: paths.reset(token), errors: errs }));
    const done = await completePasswordReset({ db: app.db, token, password, now: app.clock(), requestId: request.id });
    if (!done) return html(reply, 410, resetExpiredPage({ forgotHref: paths.forgot() }));
    return html(reply, 200, resetDonePage({ signInHref: signInUrl ?? '/' }));
  });

  // ------------------------------------------------------- change password (the portal's call)

  app.post(`${mountPath}/dbconnections/change_password`, hide, async (request, reply) => {
    const clientId = field(request, 'client_id');
    const email = normaliseEmail(field(request, 'email'));
    const text = (status: number, message: string) =>
      reply.status(status).type('text/plain; charset=utf-8').send(message);
    const client = clientId ? await provider.Client.find(clientId) : undefined;
    if (!client) return text(400, 'Unknown client.');
    if (!looksLikeEmail(email)) return text(400, 'Enter a valid email address.');
    if (!(await resetRequestAllowed(request, email)))
      return text(429, 'Too many attempts. Please wait a few minutes and try again.');
    await sendReset(email);
    return text(200, CHANGE_PASSWORD_SENT);
  });
}
