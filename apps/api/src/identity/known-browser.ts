/**
 * A browser that has signed in to an account is known to it: an HttpOnly cookie, signed with the
 * provider's cookie key, lists the accounts (a hash of each e-mail) that signed in or were created
 * in it. The account's growing delay after failed sign-ins does not apply to a known browser, so an
 * attacker who times its tries to the end of each delay cannot keep the owner waiting; the limits
 * per address still apply to it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const KNOWN_BROWSER_COOKIE = 'mywru_known';
/** Accounts remembered per browser (a family's phone), newest first. */
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const accountTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

export function knownBrowsers(options: { key: string; path: string; secure: boolean }) {
  const sign = (value: string) =>
    createHmac('sha256', options.key).update(`${KNOWN_BROWSER_COOKIE}:${value}`).digest('base64url');

  /** The account tags of a valid cookie in the request's Cookie header; none when absent or forged. */
  function tagsIn(cookieHeader: string | undefined): string[] {
    const prefix = `${KNOWN_BROWSER_COOKIE}=`;
    const raw = (cookieHeader ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(prefix))
      ?.slice(prefix.length);
    const dot = raw?.lastIndexOf('.') ?? -1;
    if (!raw || dot < 0) return [];
    const value = raw.slice(0, dot);
    const given = Buffer.from(raw.slice(dot + 1));
    const expected = Buffer.from(sign(value));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    return value.split('~').filter(Boolean);
  }

  return {
    knows(cookieHeader: string | undefined, email: string): boolean {
      return tagsIn(cookieHeader).includes(accountTag(email));
    },
    /** The Set-Cookie value that adds the account to the browser's list. */
    remember(cookieHeader: string | undefined, email: string): string {
      const tag = accountTag(email);
      const value = [tag, ...tagsIn(cookieHeader).filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS).join('~');
      return `${KNOWN_BROWSER_COOKIE}=${value}.${sign(value)}; Path=${options.path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
    },
  };
}
