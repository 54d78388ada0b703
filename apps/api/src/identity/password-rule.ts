import { translator, type Translate } from '../lib/i18n/translate';

/** The password strength rule of the sign-in pages, with its exact wording (identity.json `passwordHint`). */
export const PASSWORD_HINT = translator('en')('identity:passwordHint');

/** What is wrong with a new password, in the page's language; null when it will do. */
export function passwordProblem(password: string, email: string, t: Translate = translator('en')): string | null {
  if (password.length < 10 || !/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    return t('identity:errors.passwordWeak');
  }
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return t('identity:errors.passwordIsEmail');
  }
  return null;
}

export const normaliseEmail = (email: string) => email.trim();

/** A deliberately loose check: the mailbox proves the rest. */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
