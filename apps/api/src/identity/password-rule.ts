/** The password strength rule of the sign-in pages, with its exact wording. */
export const PASSWORD_HINT =
  'At least 10 characters, with at least one letter and one number. It must not be your email address.';

export function passwordProblem(password: string, email: string): string | null {
  if (password.length < 10 || !/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    return 'Choose a stronger password: at least 10 characters, with at least one letter and one number.';
  }
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return 'Your password must not be your email address.';
  }
  return null;
}

export const normaliseEmail = (email: string) => email.trim();

/** A deliberately loose check: the mailbox proves the rest. */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
