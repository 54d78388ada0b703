/**
 * The provider's server-rendered pages. No inline script or style (CSP script-src 'self'); every
 * input has a label, hints and errors are tied to it with aria-describedby, and the first problem
 * is announced in an alert at the top of the form.
 */
import { SUPPORTED_LANGUAGES, supportedLanguageOf, type Language } from '@mywru/shared';
import { escapeHtml, renderPage } from '../lib/html';
import { translator, type Translate } from '../lib/i18n/translate';

const e = escapeHtml;

/**
 * The language of a page: its words (lib/i18n/locales/<language>/identity.json), its `<html lang>`,
 * and the switcher's links ('English' / 'Cymraeg', each the same page with `?lng=`).
 */
export interface PageUi {
  language: Language;
  t: Translate;
  /** The address of this page in another language. */
  switchHref: (language: Language) => string;
}

/** English, with no switcher links of its own (pages drawn outside a request's language). */
export const ENGLISH_UI: PageUi = { language: 'en', t: translator('en'), switchHref: (language) => `?lng=${language}` };

/** The cookie the web's language detector keeps the chosen language in; the sign-in pages share it. */
export const LANGUAGE_COOKIE = 'i18next';

/** A page in the language of the browser's cookie (English without one), its switcher linking to `path`. */
export function pageUiFromCookie(cookieHeader: string | undefined, path: string): PageUi {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  const language = supportedLanguageOf(cookie);
  return { language, t: translator(language), switchHref: (other) => `${path}?lng=${other}` };
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', cy: 'Cymraeg' };

/** 'English' / 'Cymraeg': links to this page in each language, the current one marked. */
function languageSwitcher(ui: PageUi): string {
  const links = SUPPORTED_LANGUAGES.map((language) =>
    language === ui.language
      ? `<a href="${e(ui.switchHref(language))}" lang="${language}" aria-current="true">${LANGUAGE_NAMES[language]}</a>`
      : `<a href="${e(ui.switchHref(language))}" lang="${language}" hreflang="${language}">${LANGUAGE_NAMES[language]}</a>`,
  ).join(' ');
  return `<nav class="languages" aria-label="${e(ui.t('identity:languageLabel'))}"><p class="links">${links}</p></nav>`;
}

interface FieldOptions {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  autofocus?: boolean;
}

function field(f: FieldOptions): string {
  const describedBy = [f.hint ? `${f.id}-hint` : null, f.error ? `${f.id}-error` : null].filter(Boolean).join(' ');
  return `<label for="${f.id}">${e(f.label)}</label>
${f.hint ? `<p class="hint" id="${f.id}-hint">${e(f.hint)}</p>` : ''}
${f.error ? `<p class="field-error" id="${f.id}-error">${e(f.error)}</p>` : ''}
<input id="${f.id}" name="${f.id}" type="${f.type}" autocomplete="${f.autocomplete}" required${
    f.value !== undefined && f.type !== 'password' ? ` value="${e(f.value)}"` : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${f.error ? ' aria-invalid="true"' : ''}${f.autofocus ? ' autofocus' : ''}>`;
}

function alert(message: string | undefined): string {
  return message ? `<div class="alert" role="alert"><p>${e(message)}</p></div>` : '';
}

function notice(message: string | undefined): string {
  return message ? `<div class="notice" role="status"><p>${e(message)}</p></div>` : '';
}

const page = (ui: PageUi, title: string, inner: string) =>
  renderPage({
    title,
    lang: ui.language,
    skipText: ui.t('identity:skipToContent'),
    body: `${languageSwitcher(ui)}\n<div class="card">\n${inner}\n</div>`,
  });

export function signInPage(o: {
  ui?: PageUi;
  action: string;
  createHref: string;
  forgotHref: string;
  email?: string;
  error?: string;
  notice?: string;
}) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  return page(
    ui,
    t('identity:signIn.title'),
    `<h1>${e(t('identity:signIn.title'))}</h1>
${notice(o.notice)}${alert(o.error)}
<form method="post" action="${e(o.action)}" novalidate>
${field({ id: 'email', label: t('identity:emailLabel'), type: 'email', autocomplete: 'username', value: o.email ?? '', autofocus: !o.email })}
${field({ id: 'password', label: t('identity:passwordLabel'), type: 'password', autocomplete: 'current-password', autofocus: Boolean(o.email) })}
<button type="submit">${e(t('identity:signIn.submit'))}</button>
</form>
<p class="links"><a href="${e(o.forgotHref)}">${e(t('identity:signIn.forgot'))}</a> <a href="${e(o.createHref)}">${e(t('identity:signIn.create'))}</a></p>`,
  );
}

export interface CreateAccountErrors {
  email?: string;
  password?: string;
  confirm?: string;
}

export function createAccountPage(o: {
  ui?: PageUi;
  action: string;
  signInHref: string;
  email?: string;
  errors?: CreateAccountErrors;
  /** A problem with the whole form (too many attempts). */
  error?: string;
}) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  const errors = o.errors ?? {};
  const first = errors.email ?? errors.password ?? errors.confirm;
  return page(
    ui,
    t('identity:create.title'),
    `<h1>${e(t('identity:create.title'))}</h1>
${alert(o.error ?? (first ? t('identity:correctProblems') : undefined))}
<form method="post" action="${e(o.action)}" novalidate>
${field({ id: 'email', label: t('identity:emailLabel'), type: 'email', autocomplete: 'email', value: o.email ?? '', error: errors.email, autofocus: true })}
${field({ id: 'password', label: t('identity:passwordLabel'), type: 'password', autocomplete: 'new-password', hint: t('identity:passwordHint'), error: errors.password })}
${field({ id: 'confirm', label: t('identity:confirmLabel'), type: 'password', autocomplete: 'new-password', error: errors.confirm })}
<button type="submit">${e(t('identity:create.submit'))}</button>
</form>
<p class="links"><a href="${e(o.signInHref)}">${e(t('identity:create.haveAccount'))}</a></p>`,
  );
}

export function forgotPasswordPage(o: { ui?: PageUi; action: string; backHref: string; email?: string; error?: string }) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  return page(
    ui,
    t('identity:forgot.title'),
    `<h1>${e(t('identity:forgot.title'))}</h1>
<p>${e(t('identity:forgot.intro'))}</p>
<form method="post" action="${e(o.action)}" novalidate>
${field({ id: 'email', label: t('identity:emailLabel'), type: 'email', autocomplete: 'email', value: o.email ?? '', error: o.error, autofocus: true })}
<button type="submit">${e(t('identity:forgot.submit'))}</button>
</form>
<p class="links"><a href="${e(o.backHref)}">${e(t('identity:backToSignIn'))}</a></p>`,
  );
}

export const RESET_SENT_MESSAGE = ENGLISH_UI.t('identity:sent.message');

export function forgotPasswordSentPage(o: { ui?: PageUi; backHref: string }) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  return page(
    ui,
    t('identity:sent.title'),
    `<h1>${e(t('identity:sent.title'))}</h1>
<div class="notice" role="status"><p>${e(t('identity:sent.message'))}</p></div>
<p class="links"><a href="${e(o.backHref)}">${e(t('identity:backToSignIn'))}</a></p>`,
  );
}

export function resetPasswordPage(o: { ui?: PageUi; action: string; errors?: { password?: string; confirm?: string } }) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  const errors = o.errors ?? {};
  return page(
    ui,
    t('identity:reset.title'),
    `<h1>${e(t('identity:reset.title'))}</h1>
${alert((errors.password ?? errors.confirm) ? t('identity:correctProblems') : undefined)}
<form method="post" action="${e(o.action)}" novalidate>
${field({ id: 'password', label: t('identity:newPasswordLabel'), type: 'password', autocomplete: 'new-password', hint: t('identity:passwordHint'), error: errors.password, autofocus: true })}
${field({ id: 'confirm', label: t('identity:confirmLabel'), type: 'password', autocomplete: 'new-password', error: errors.confirm })}
<button type="submit">${e(t('identity:reset.submit'))}</button>
</form>`,
  );
}

export function resetDonePage(o: { ui?: PageUi; signInHref: string }) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  return page(
    ui,
    t('identity:resetDone.title'),
    `<h1>${e(t('identity:resetDone.title'))}</h1>
<div class="notice" role="status"><p>${e(t('identity:resetDone.message'))}</p></div>
<p><a class="button" href="${e(o.signInHref)}">${e(t('identity:resetDone.signIn'))}</a></p>`,
  );
}

export const LINK_EXPIRED_MESSAGE = ENGLISH_UI.t('identity:expired.message');

export function resetExpiredPage(o: { ui?: PageUi; forgotHref: string }) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  return page(
    ui,
    t('identity:expired.title'),
    `<h1>${e(t('identity:expired.title'))}</h1>
${alert(t('identity:expired.message'))}
<p><a href="${e(o.forgotHref)}">${e(t('identity:expired.askAgain'))}</a></p>`,
  );
}

/** "42 seconds", "1 minute", "15 minutes" (or in Welsh): how long to wait, rounded up. */
export function waitText(seconds: number, t: Translate = ENGLISH_UI.t): string {
  if (seconds < 60) return t('identity:seconds', { count: seconds });
  return t('identity:minutes', { count: Math.ceil(seconds / 60) });
}

export const tooManyMessage = (seconds: number, t: Translate = ENGLISH_UI.t) =>
  t('identity:tooMany.message', { wait: waitText(seconds, t) });

/** Too many failed sign-ins from this address, for this account or for any. */
export const tooManySignInsMessage = (seconds: number, t: Translate = ENGLISH_UI.t) =>
  t('identity:tooMany.signIns', { wait: waitText(seconds, t) });

/** The account's growing delay after failed sign-ins from anywhere. */
export const signInDelayMessage = (seconds: number, t: Translate = ENGLISH_UI.t) =>
  t('identity:tooMany.delay', { wait: waitText(seconds, t) });

export const tooManySignUpsMessage = (seconds: number, t: Translate = ENGLISH_UI.t) =>
  t('identity:tooMany.signUps', { wait: waitText(seconds, t) });

export function tooManyAttemptsPage(o: { ui?: PageUi; backHref: string; seconds: number }) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  return page(
    ui,
    t('identity:tooMany.title'),
    `<h1>${e(t('identity:tooMany.title'))}</h1>
${alert(tooManyMessage(o.seconds, t))}
<p class="links"><a href="${e(o.backHref)}">${e(t('identity:tooMany.back'))}</a></p>`,
  );
}

export function messagePage(o: { ui?: PageUi; title: string; message: string; linkHref?: string; linkText?: string }) {
  const ui = o.ui ?? ENGLISH_UI;
  return page(
    ui,
    o.title,
    `<h1>${e(o.title)}</h1>
${alert(o.message)}
${o.linkHref ? `<p class="links"><a href="${e(o.linkHref)}">${e(o.linkText ?? ui.t('identity:continue'))}</a></p>` : ''}`,
  );
}

/** The provider's logout confirmation: a visible button, submitted for the user by an external script. */
export function logoutPage(o: { ui?: PageUi; form: string }) {
  const { t, language } = o.ui ?? ENGLISH_UI;
  return renderPage({
    title: t('identity:signingOut.title'),
    lang: language,
    skipText: t('identity:skipToContent'),
    body: `<div class="card">
<h1>${e(t('identity:signingOut.title'))}</h1>
<p>${e(t('identity:signingOut.message'))}</p>
${o.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-confirm">${e(t('identity:signingOut.submit'))}</button>
</div>
<script src="/oidc-assets/logout.js" defer></script>`,
  });
}

/** After sign-out without a return address. */
export function signedOutPage(o: { ui?: PageUi; homeHref: string }) {
  const ui = o.ui ?? ENGLISH_UI;
  const { t } = ui;
  return page(
    ui,
    t('identity:signedOut.title'),
    `<h1>${e(t('identity:signedOut.title'))}</h1>
<div class="notice" role="status"><p>${e(t('identity:signedOut.message'))}</p></div>
<p class="links"><a href="${e(o.homeHref)}">${e(t('identity:signedOut.home'))}</a></p>`,
  );
}

export const LOGOUT_SCRIPT = `(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
`;
