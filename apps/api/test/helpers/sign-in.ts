/**
 * Drives the real sign-in through `app.inject` with a cookie jar: /auth/login, the provider's
 * redirects, its pages, the form posts and back to /auth/callback. Used by the auth and identity tests.
 */
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/lib/session-store';
import { TEST_ORIGIN } from './app';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * A tiny browser cookie jar: name and path, expiry by Max-Age=0 or a past Expires. It is also the
 * browser's place on the network: the address its requests come from, and the headers a reverse
 * proxy in front of the app would add (X-Forwarded-For).
 */
export class CookieJar {
  private cookies: StoredCookie[] = [];

  constructor(readonly network: { remoteAddress?: string; headers?: Record<string, string> } = {}) {}

  store(setCookie: string | string[] | undefined | null) {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && new Date(val).getTime() < Date.now()) expired = true;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!expired) this.cookies.push({ name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url, TEST_ORIGIN);
    return this.cookies
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.find((c) => c.name === name)?.value;
  }

  delete(name: string) {
    this.cookies = this.cookies.filter((c) => c.name !== name);
  }
}

/** The path and query of a URL on the app's origin; null for another origin. */
export function localPath(url: string): string | null {
  const parsed = new URL(url, TEST_ORIGIN);
  return parsed.origin === TEST_ORIGIN ? parsed.pathname + parsed.search : null;
}

export async function send(
  app: FastifyInstance,
  jar: CookieJar,
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<InjectResponse> {
  const path = localPath(url);
  if (!path) throw new Error(`not on the app's origin: ${url}`);
  const cookie = jar.header(path);
  const res = await app.inject({
    method,
    url: path,
    ...(jar.network.remoteAddress ? { remoteAddress: jar.network.remoteAddress } : {}),
    headers: {
      host: new URL(TEST_ORIGIN).host,
      ...(cookie ? { cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN } : {}),
      ...jar.network.headers,
      ...headers,
    },
    ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
  });
  jar.store(res.headers['set-cookie'] as string | string[] | undefined);
  return res;
}

/**
 * Follows redirects that stay within /auth and /oidc on the app's origin, like a browser would.
 * Answers the last response and the address it pointed to when it left (a page of the web app,
 * another origin), if it did.
 */
export async function follow(app: FastifyInstance, jar: CookieJar, first: InjectResponse) {
  let res = first;
  for (let hops = 0; hops < 15; hops += 1) {
    const location = res.headers.location;
    if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== 'string') return { res, leftTo: null };
    const path = localPath(location);
    if (!path || !/^\/(auth|oidc)\//.test(path)) return { res, leftTo: location };
    res = await send(app, jar, 'GET', path);
  }
  throw new Error('too many redirects');
}

/** The `action` of the first form on a page. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no form on the page');
  return match[1].replace(/&amp;/g, '&');
}

/** GET /auth/login and follow to the provider's sign-in page. */
export async function openSignInPage(app: FastifyInstance, jar: CookieJar, returnTo?: string) {
  const login = await send(
    app,
    jar,
    'GET',
    `/auth/login${returnTo !== undefined ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  );
  const { res } = await follow(app, jar, login);
  if (res.statusCode !== 200 || !res.body.includes('<h1>Sign in</h1>')) {
    throw new Error(`expected the sign-in page, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return { page: res, action: formAction(res.body) };
}

/** Posts a form and follows where it leads. */
export async function submit(app: FastifyInstance, jar: CookieJar, action: string, form: Record<string, string>) {
  return follow(app, jar, await send(app, jar, 'POST', action, form));
}

/** The whole sign-in. Answers where the browser ends up and the session cookie header. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { jar?: CookieJar; returnTo?: string } = {},
) {
  const jar = options.jar ?? new CookieJar();
  const { action } = await openSignInPage(app, jar, options.returnTo);
  const { res, leftTo } = await submit(app, jar, action, { email, password });
  const session = jar.get(SESSION_COOKIE);
  return { jar, res, leftTo, sessionCookie: session ? `${SESSION_COOKIE}=${session}` : null };
}

/** Sign-in page → "Create an account" → form → signed in. */
export async function createAccount(
  app: FastifyInstance,
  email: string,
  password: string,
  confirm = password,
  jar = new CookieJar(),
) {
  const { page } = await openSignInPage(app, jar);
  const createHref = /<a href="([^"]+\/create)">Create an account<\/a>/.exec(page.body)?.[1];
  if (!createHref) throw new Error('no "Create an account" link');
  const form = await send(app, jar, 'GET', createHref);
  const { res, leftTo } = await submit(app, jar, formAction(form.body), { email, password, confirm });
  const session = jar.get(SESSION_COOKIE);
  return { jar, res, leftTo, createPage: form, sessionCookie: session ? `${SESSION_COOKIE}=${session}` : null };
}
