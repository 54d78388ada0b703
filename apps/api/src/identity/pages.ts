/**
 * The provider's server-rendered pages. No inline script or style (CSP script-src 'self'); every
 * input has a label, hints and errors are tied to it with aria-describedby, and the first problem
 * is announced in an alert at the top of the form.
 */
import { escapeHtml, renderPage } from '../lib/html';
import { PASSWORD_HINT } from './password-rule';

const e = escapeHtml;

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

const page = (title: string, inner: string) => renderPage({ title, body: `<div class="card">\n${inner}\n</div>` });

export function signInPage(o: {
  action: string;
  createHref: string;
  forgotHref: string;
  email?: string;
  error?: string;
  notice?: string;
}) {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${notice(o.notice)}${alert(o.error)}
<form method="post" action="${e(o.action)}" novalidate>
${field({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: o.email ?? '', autofocus: !o.email })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: Boolean(o.email) })}
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${e(o.forgotHref)}">Forgot password?</a> <a href="${e(o.createHref)}">Create an account</a></p>`,
  );
}

export interface CreateAccountErrors {
  email?: string;
  password?: string;
  confirm?: string;
}

export function createAccountPage(o: {
  action: string;
  signInHref: string;
  email?: string;
  errors?: CreateAccountErrors;
  /** A problem with the whole form (too many attempts). */
  error?: string;
}) {
  const errors = o.errors ?? {};
  const first = errors.email ?? errors.password ?? errors.confirm;
  return page(
    'Create account',
    `<h1>Create account</h1>
${alert(o.error ?? (first ? 'Please correct the problems below.' : undefined))}
<form method="post" action="${e(o.action)}" novalidate>
${field({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: o.email ?? '', error: errors.email, autofocus: true })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT, error: errors.password })}
${field({ id: 'confirm', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errors.confirm })}
<button type="submit">Create account</button>
</form>
<p class="links"><a href="${e(o.signInHref)}">I already have an account: sign in</a></p>`,
  );
}

export function forgotPasswordPage(o: { action: string; backHref: string; email?: string; error?: string }) {
  return page(
    'Forgot password',
    `<h1>Forgot password</h1>
<p>Enter the email address of your account. We will email you a link to choose a new password.</p>
<form method="post" action="${e(o.action)}" novalidate>
${field({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: o.email ?? '', error: o.error, autofocus: true })}
<button type="submit">Send reset link</button>
</form>
<p class="links"><a href="${e(o.backHref)}">Back to sign in</a></p>`,
  );
}

export const RESET_SENT_MESSAGE =
  'If an account exists for that email address, we have sent it a link to reset the password. Check your email: the link works once, within one hour.';

export function forgotPasswordSentPage(o: { backHref: string }) {
  return page(
    'Check your email',
    `<h1>Check your email</h1>
<div class="notice" role="status"><p>${e(RESET_SENT_MESSAGE)}</p></div>
<p class="links"><a href="${e(o.backHref)}">Back to sign in</a></p>`,
  );
}

export function resetPasswordPage(o: { action: string; errors?: { password?: string; confirm?: string } }) {
  const errors = o.errors ?? {};
  return page(
    'Set a new password',
    `<h1>Set a new password</h1>
${alert((errors.password ?? errors.confirm) ? 'Please correct the problems below.' : undefined)}
<form method="post" action="${e(o.action)}" novalidate>
${field({ id: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT, error: errors.password, autofocus: true })}
${field({ id: 'confirm', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errors.confirm })}
<button type="submit">Set new password</button>
</form>`,
  );
}

export function resetDonePage(o: { signInHref: string }) {
  return page(
    'Password changed',
    `<h1>Password changed</h1>
<div class="notice" role="status"><p>Your password has been changed. You have been signed out everywhere.</p></div>
<p><a class="button" href="${e(o.signInHref)}">Sign in</a></p>`,
  );
}

export const LINK_EXPIRED_MESSAGE = 'This link has expired or has already been used.';

export function resetExpiredPage(o: { forgotHref: string }) {
  return page(
    'Link expired',
    `<h1>Link expired</h1>
${alert(LINK_EXPIRED_MESSAGE)}
<p><a href="${e(o.forgotHref)}">Ask for a new link</a></p>`,
  );
}

/** "42 seconds", "1 minute", "15 minutes": how long to wait, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const tooManyMessage = (seconds: number) => `Too many attempts. Please try again in ${waitText(seconds)}.`;

/** Too many failed sign-ins from this address, for this account or for any. */
export const tooManySignInsMessage = (seconds: number) =>
  `Too many failed sign-ins from your network. Please try again in ${waitText(seconds)}, or choose a new password with "Forgot password?".`;

/** The account's growing delay after failed sign-ins from anywhere. */
export const signInDelayMessage = (seconds: number) =>
  `To protect this account after several failed sign-ins, each new try has to wait a little. Please try again in ${waitText(seconds)}.`;

export const tooManySignUpsMessage = (seconds: number) =>
  `Too many attempts to create an account from your network. Please try again in ${waitText(seconds)}.`;

export function tooManyAttemptsPage(o: { backHref: string; seconds: number }) {
  return page(
    'Too many attempts',
    `<h1>Too many attempts</h1>
${alert(tooManyMessage(o.seconds))}
<p class="links"><a href="${e(o.backHref)}">Back</a></p>`,
  );
}

export function messagePage(o: { title: string; message: string; linkHref?: string; linkText?: string }) {
  return page(
    o.title,
    `<h1>${e(o.title)}</h1>
${alert(o.message)}
${o.linkHref ? `<p class="links"><a href="${e(o.linkHref)}">${e(o.linkText ?? 'Continue')}</a></p>` : ''}`,
  );
}

/** The provider's logout confirmation: a visible button, submitted for the user by an external script. */
export function logoutPage(o: { form: string }) {
  return renderPage({
    title: 'Signing out',
    body: `<div class="card">
<h1>Signing out</h1>
<p>You are being signed out of MyWRU.</p>
${o.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-confirm">Sign out</button>
</div>
<script src="/oidc-assets/logout.js" defer></script>`,
  });
}

/** After sign-out without a return address. */
export function signedOutPage(o: { homeHref: string }) {
  return page(
    'Signed out',
    `<h1>Signed out</h1>
<div class="notice" role="status"><p>You have signed out.</p></div>
<p class="links"><a href="${e(o.homeHref)}">Return to MyWRU</a></p>`,
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
