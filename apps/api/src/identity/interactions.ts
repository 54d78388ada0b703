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
import {
  checkPassword,
  createAccount,
  type AccountRow,
  EmailTakenError,
  findAccountByEmail,
  isEmailTaken,
  subjectOf,
} from '../domain/account/accounts';
import { createAttemptCounter, LIMITS, SIGN_IN_ALERT_AFTER, SIGN_IN_DELAY } from '../domain/account/attempts';
import { cookieKeys } from './keys';
import { knownBrowsers } from './known-browser';
import {
  createAccountPage,
  forgotPasswordPage,
  forgotPasswordSentPage,
  messagePage,
  resetDonePage,
  resetExpiredPage,
  resetPasswordPage,
  signInDelayMessage,
  signInPage,
  tooManyAttemptsPage,
  tooManyMessage,
  tooManySignInsMessage,
  tooManySignUpsMessage,
  type CreateAccountErrors,
  ENGLISH_UI,
  LANGUAGE_COOKIE,
  pageUiFromCookie,
  type PageUi,
} from './pages';
import { LanguageSchema, type Language } from '@mywru/shared';
import { translator } from '../lib/i18n/translate';
import { looksLikeEmail, normaliseEmail, passwordProblem } from './password-rule';
import { completePasswordReset, liveResetEmail, requestPasswordReset } from './password-reset';
import { sendFailedSignInsEmail } from './sign-in-alert';

export const WRONG_CREDENTIALS = ENGLISH_UI.t('identity:errors.wrongCredentials');
export const EMAIL_TAKEN = ENGLISH_UI.t('identity:errors.emailTaken');
export const PASSWORDS_DIFFER = ENGLISH_UI.t('identity:errors.passwordsDiffer');
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

function pageUiFor(request: FastifyRequest, reply: FastifyReply, secure: boolean): PageUi {
  const asked = LanguageSchema.safeParse((request.query as Record<string, unknown> | undefined)?.['lng']);
  if (asked.success) {
    reply.header(
      'set-cookie',
      `${LANGUAGE_COOKIE}=${asked.data}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  const path = request.url.split('?')[0] ?? '/';
  const fromCookie = pageUiFromCookie(request.headers.cookie, path);
  if (!asked.success) return fromCookie;
  return { ...fromCookie, language: asked.data, t: translator(asked.data) };
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

/** A refusal for too many attempts: 429 with Retry-After, on the page the form was on. */
const tooMany = (reply: FastifyReply, seconds: number, page: string) =>
  html(reply.header('retry-after', String(seconds)), 429, page);

/**
 * The sign-in counters of an e-mail (whether or not it has an account, so nothing is revealed)
 * and of the client's address.
 */
function signInKeys(email: string, ip: string) {
  const account = email.toLowerCase();
  return {
    ip: `signin-ip:${ip}`,
    accountAtIp: `signin-account-ip:${account}|${ip}`,
    /** Every accountAtIp key of the e-mail starts with this. */
    accountAtAnyIp: `signin-account-ip:${account}|`,
    account: `signin-account:${account}`,
  };
}

export default async function interactionRoutes(app: FastifyInstance, opts: InteractionRoutesOptions) {
  const { provider, mountPath, signInUrl } = opts;
  await app.register(formbody);
  const attempts = createAttemptCounter(app.database, app.clock);
  const [browserKey = ''] = await cookieKeys(app.db);
  const browsers = knownBrowsers({
    key: browserKey,
    path: `${mountPath}/interaction`,
    secure: app.config.secureCookies,
  });

  const paths = {
    signIn: (uid: string) => `${mountPath}/interaction/${uid}`,
    create: (uid: string) => `${mountPath}/interaction/${uid}/create`,
    forgot: (uid?: string) => (uid ? `${mountPath}/interaction/${uid}/forgot` : `${mountPath}/forgot-password`),
    reset: (token: string) => `${mountPath}/reset-password/${encodeURIComponent(token)}`,
  };
  const hide = { schema: { hide: true } } as const;
  const uiOf = (request: FastifyRequest, reply: FastifyReply) => pageUiFor(request, reply, app.config.secureCookies);

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
      const ui = uiOf(request, reply);
      await html(
        reply,
        400,
        messagePage({
          ui,
          title: ui.t('identity:timedOut.title'),
          message: ui.t('identity:timedOut.message'),
          ...(signInUrl ? { linkHref: signInUrl, linkText: ui.t('identity:timedOut.again') } : {}),
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

  /** Signs the account in; its e-mail joins the browser's known accounts. */
  async function signInAs(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    account: { personId: number; email: string },
  ) {
    reply.header('set-cookie', browsers.remember(request.headers.cookie, account.email));
    const accountId = subjectOf(account.personId);
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
        ui: uiOf(request, reply),
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
    const ui = uiOf(request, reply);
    const wrongCredentials = ui.t('identity:errors.wrongCredentials');
    const page = (error: string) =>
      signInPage({
        ui,
        action: paths.signIn(uid),
        createHref: paths.create(uid),
        forgotHref: paths.forgot(uid),
        email,
        error,
      });

    if (!email || !password) return html(reply, 400, page(wrongCredentials));

    // Each try is counted ahead of its outcome, so tries sent together cannot pass the limits
    // together; a try that is refused before its password is checked, or that succeeds, is taken back.
    const keys = signInKeys(email, request.ip);
    const fromIp = await attempts.hit(keys.ip, LIMITS.signInPerIp);
    const forAccountFromIp = await attempts.hit(keys.accountAtIp, LIMITS.signInPerEmailAndIp);
    const overIp = fromIp > LIMITS.signInPerIp.max;
    const overAccountAtIp = forAccountFromIp > LIMITS.signInPerEmailAndIp.max;
    const takeBack = async () => {
      await attempts.release(keys.ip);
      await attempts.release(keys.accountAtIp);
    };
    if (overIp || overAccountAtIp) {
      const seconds = Math.max(
        overIp ? await attempts.secondsOver(keys.ip, LIMITS.signInPerIp) : 0,
        overAccountAtIp ? await attempts.secondsOver(keys.accountAtIp, LIMITS.signInPerEmailAndIp) : 0,
      );
      await takeBack();
      request.log.info({ uid, overIp, overAccountAtIp }, 'sign-in refused: too many failures from the address');
      return tooMany(reply, seconds, page(tooManySignInsMessage(seconds, ui.t)));
    }
    const wait = browsers.knows(request.headers.cookie, email) ? 0 : await attempts.enter(keys.account, SIGN_IN_DELAY);
    if (wait > 0) {
      await takeBack();
      request.log.info({ uid, wait }, 'sign-in refused: the account is in its delay');
      return tooMany(reply, wait, page(signInDelayMessage(wait, ui.t)));
    }

    const account = await findAccountByEmail(app.db, email);
    if (!(await checkPassword(account, password)) || !account) {
      const failures = await attempts.fail(keys.account, SIGN_IN_DELAY);
      if (account && failures >= SIGN_IN_ALERT_AFTER) await alertOwner(account, failures);
      request.log.info({ uid }, 'sign-in refused: wrong credentials');
      return html(reply, 401, page(wrongCredentials));
    }
    await attempts.release(keys.ip);
    await attempts.reset(keys.accountAtIp);
    await attempts.reset(keys.account);
    return signInAs(request, reply, interaction, account);
  });

  /** Tells the owner of repeated failed sign-ins, at most once per window. */
  async function alertOwner(account: AccountRow, failures: number) {
    const key = `signin-alert:${account.email.toLowerCase()}`;
    if ((await attempts.hit(key, LIMITS.signInAlertPerEmail)) > LIMITS.signInAlertPerEmail.max) return;
    await sendFailedSignInsEmail({
      db: app.db,
      mailer: app.mailer,
      account,
      failures,
      forgotPasswordUrl: `${app.config.publicUrl}${paths.forgot()}`,
    });
  }

  // ------------------------------------------------------------------------------ create account

  app.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/create`, hide, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    return html(
      reply,
      200,
      createAccountPage({
        ui: uiOf(request, reply),
        action: paths.create(interaction.uid),
        signInHref: paths.signIn(interaction.uid),
      }),
    );
  });

  app.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/create`, hide, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const uid = interaction.uid;
    const email = normaliseEmail(field(request, 'email'));
    const password = field(request, 'password');
    const confirm = field(request, 'confirm');
    const ui = uiOf(request, reply);
    const { t } = ui;
    const form = { ui, action: paths.create(uid), signInHref: paths.signIn(uid), email };
    const show = (errs: CreateAccountErrors) => html(reply, 400, createAccountPage({ ...form, errors: errs }));
    const createdKey = `signup-ip:${request.ip}`;
    const takenKey = `signup-taken-ip:${request.ip}`;
    const wait = Math.max(
      await attempts.secondsOver(createdKey, LIMITS.signUpPerIp),
      await attempts.secondsOver(takenKey, LIMITS.signUpTakenPerIp),
    );
    if (wait > 0) {
      request.log.info({ uid }, 'sign-up refused: too many from the address');
      return tooMany(reply, wait, createAccountPage({ ...form, error: tooManySignUpsMessage(wait, t) }));
    }
    /** An attempt that learns an e-mail is in use counts towards the address's limit. */
    const countTaken = () => attempts.hit(takenKey, LIMITS.signUpTakenPerIp);

    const errorsFound: CreateAccountErrors = {};
    if (!looksLikeEmail(email)) errorsFound.email = t('identity:errors.emailInvalid');
    else if (await isEmailTaken(app.db, email)) {
      errorsFound.email = t('identity:errors.emailTaken');
      await countTaken();
    }
    const weak = passwordProblem(password, email, t);
    if (weak) errorsFound.password = weak;
    else if (password !== confirm) errorsFound.confirm = t('identity:errors.passwordsDiffer');
    if (Object.keys(errorsFound).length) return show(errorsFound);
    try {
      const { personId } = await createAccount({ db: app.db, email, password, requestId: request.id, language: ui.language });
      await attempts.hit(createdKey, LIMITS.signUpPerIp);
      request.log.info({ personId }, 'account created');
      return await signInAs(request, reply, interaction, { personId, email });
    } catch (err) {
      if (!(err instanceof EmailTakenError)) throw err;
      await countTaken();
      return show({ email: t('identity:errors.emailTaken') });
    }
  });

  // ----------------------------------------------------------------------------- forgot password

  /** Counts a reset request; answers 0 when it may be sent, else the seconds to wait. */
  async function resetRequestWait(request: FastifyRequest, email: string): Promise<number> {
    const emailKey = `reset-email:${email.toLowerCase()}`;
    const ipKey = `reset-ip:${request.ip}`;
    const [byEmail, byIp] = [
      await attempts.hit(emailKey, LIMITS.resetPerEmail),
      await attempts.hit(ipKey, LIMITS.resetPerIp),
    ];
    return Math.max(
      byEmail > LIMITS.resetPerEmail.max ? await attempts.secondsOver(emailKey, LIMITS.resetPerEmail) : 0,
      byIp > LIMITS.resetPerIp.max ? await attempts.secondsOver(ipKey, LIMITS.resetPerIp) : 0,
    );
  }

  async function sendReset(email: string, language: Language) {
    await requestPasswordReset({
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      email,
      now: app.clock(),
      language,
    });
  }

  async function showForgot(request: FastifyRequest, reply: FastifyReply, uid: string | undefined) {
    const backHref = uid ? paths.signIn(uid) : (signInUrl ?? '/');
    const ui = uiOf(request, reply);
    if (request.method === 'GET') return html(reply, 200, forgotPasswordPage({ ui, action: paths.forgot(uid), backHref }));
    const email = normaliseEmail(field(request, 'email'));
    if (!looksLikeEmail(email)) {
      return html(
        reply,
        400,
        forgotPasswordPage({ ui, action: paths.forgot(uid), backHref, email, error: ui.t('identity:errors.emailInvalid') }),
      );
    }
    const wait = await resetRequestWait(request, email);
    if (wait > 0) return tooMany(reply, wait, tooManyAttemptsPage({ ui, backHref, seconds: wait }));
    await sendReset(email, ui.language);
    return html(reply, 200, forgotPasswordSentPage({ ui, backHref }));
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
    const ui = uiOf(request, reply);
    if ((await liveResetEmail(app.db, request.params.token, app.clock())) === null) {
      return html(reply, 410, resetExpiredPage({ ui, forgotHref: paths.forgot() }));
    }
    return html(reply, 200, resetPasswordPage({ ui, action: paths.reset(request.params.token) }));
  });

  app.post<{ Params: { token: string } }>(`${mountPath}/reset-password/:token`, hide, async (request, reply) => {
    const { token } = request.params;
    const ui = uiOf(request, reply);
    const email = await liveResetEmail(app.db, token, app.clock());
    if (email === null) return html(reply, 410, resetExpiredPage({ ui, forgotHref: paths.forgot() }));
    const password = field(request, 'password');
    const confirm = field(request, 'confirm');
    const weak = passwordProblem(password, email, ui.t);
    const errs = weak ? { password: weak } : password !== confirm ? { confirm: ui.t('identity:errors.passwordsDiffer') } : null;
    if (errs) return html(reply, 400, resetPasswordPage({ ui, action: paths.reset(token), errors: errs }));
    const done = await completePasswordReset({ db: app.db, token, password, now: app.clock(), requestId: request.id });
    if (!done) return html(reply, 410, resetExpiredPage({ ui, forgotHref: paths.forgot() }));
    // A new password ends the account's delay and its per-address limits: its owner can sign in now.
    const keys = signInKeys(email, request.ip);
    await attempts.resetStartingWith(keys.accountAtAnyIp);
    await attempts.reset(keys.account);
    return html(reply, 200, resetDonePage({ ui, signInHref: signInUrl ?? '/' }));
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
    const wait = await resetRequestWait(request, email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return text(429, tooManyMessage(wait));
    }
    await sendReset(email, 'en');
    return text(200, CHANGE_PASSWORD_SENT);
  });
}
