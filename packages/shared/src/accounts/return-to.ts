/**
 * Where the portal may send a browser it was told to send somewhere (`returnTo` after sign-in, and
 * any other address taken from a request): only a path on the portal's own origin, judged after the
 * normalisation a browser applies (dot segments, percent-encoded slashes and backslashes). Anything
 * else becomes the dashboard.
 */
export const DEFAULT_RETURN_TO = '/dashboard';

/** Any origin works: the rule only needs to see whether the path leaves it. */
const PROBE_ORIGIN = 'https://portal.invalid';
/**
 * The WHATWG URL parser browsers use, which Node and browsers both provide; reached through
 * globalThis because this package compiles without the DOM or Node type libraries.
 */
interface ParsedUrl {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base: string) => ParsedUrl }).URL;

/** Whitespace, control characters (C0 and DEL) and backslashes (which browsers read as `/`). */
function hasUnsafeCharacter(value: string): boolean {
  return /[\s\\]/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** The path, query and hash of `value` resolved on the probe origin; null when it leaves it. */
function sameOriginPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}

/** The path part (before `?` or `#`) with its percent-encoding undone, until it no longer changes. */
function decodedPath(value: string): string | null {
  let path = value.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (next === path) return path;
    path = next;
  }
  return null;
}

/** A same-origin path to go to, or the dashboard. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_RETURN_TO;
  const path = sameOriginPath(value);
  if (path === null) return DEFAULT_RETURN_TO;
  // A server or router that decodes the path must not find a way off the origin either.
  const decoded = decodedPath(value);
  if (decoded === null || sameOriginPath(decoded) === null) return DEFAULT_RETURN_TO;
  return path;
}
