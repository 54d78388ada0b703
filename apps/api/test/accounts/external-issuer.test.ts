/**
 * The portal against an external issuer: a separate identity provider on its own port and
 * database, real HTTP between the two, the browser played by fetch with manual cookies.
 */
import net from 'node:net';
import type { AuthSession } from '@mywru/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/domain/account/accounts';
import { startStandaloneIdentityProvider, type StandaloneIdentityProvider } from '../../src/identity/standalone';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { CookieJar, formAction } from '../helpers/sign-in';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let idpDb: TestDatabase;
let idp: StandaloneIdentityProvider;
let t: TestApp;
let appUrl = '';
const jars = new Map<string, CookieJar>();

/** One browser request: cookies of the target origin, no automatic redirects. */
async function browse(url: string, form?: Record<string, string>) {
  const origin = new URL(url).origin;
  const jar = jars.get(origin) ?? new CookieJar();
  jars.set(origin, jar);
  const cookie = jar.header(new URL(url).pathname);
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  jar.store(res.headers.getSetCookie());
  return res;
}

async function followAll(first: Response, from: string) {
  let res = first;
  let url = from;
  const visited: string[] = [];
  while (res.status >= 300 && res.status < 400) {
    url = new URL(res.headers.get('location') ?? '', url).href;
    visited.push(url);
    if (new URL(url).origin === appUrl && !new URL(url).pathname.startsWith('/auth/')) break;
    res = await browse(url);
  }
  return { res, url, visited };
}

beforeAll(async () => {
  const appPort = await freePort();
  appUrl = `http://127.0.0.1:${appPort}`;
  idpDb = await openTestDatabase({ seedLookups: false });
  idp = await startStandaloneIdentityProvider({
    database: idpDb.database,
    clients: [
      {
        client_id: 'portal-at-idp',
        client_secret: 'portal-at-idp-secret-0123456789',
        redirect_uris: [`${appUrl}/auth/callback`],
        post_logout_redirect_uris: [`${appUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    signInUrl: `${appUrl}/auth/login`,
  });
  await createAccount({ db: idp.app.db, email: 'remote.member@example.test', password: 'Remote-pass-123' });
  t = await buildTestApp({
    env: {
      PORT: String(appPort),
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'portal-at-idp',
      OIDC_CLIENT_SECRET: 'portal-at-idp-secret-0123456789',
      OIDC_AUDIENCE: `${idp.url}/api`,
    },
  });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
  await idpDb?.drop();
});

describe('an external issuer', () => {
  it('has no /oidc routes of its own in the portal', async () => {
    const res = await fetch(`${appUrl}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(404);
    const idpDiscovery = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(idpDiscovery.status).toBe(200);
  });

  it('signs in at the issuer and comes back with a portal session for the same member id', async () => {
    const login = await browse(`${appUrl}/auth/login?returnTo=${encodeURIComponent('/profile')}`);
    expect(login.status).toBe(303);
    const authorize = new URL(login.headers.get('location') ?? '');
    expect(authorize.origin).toBe(idp.url);
    expect(authorize.searchParams.get('audience')).toBe(`${idp.url}/api`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    const toPage = await followAll(await browse(authorize.href), authorize.href);
    const page = await toPage.res.text();
    expect(page).toContain('<h1>Sign in</h1>');
    const action = new URL(formAction(page), toPage.url).href;
    const back = await followAll(
      await browse(action, { email: 'remote.member@example.test', password: 'Remote-pass-123' }),
      action,
    );
    expect(back.visited.some((u) => u.startsWith(`${appUrl}/auth/callback?`))).toBe(true);
    expect(back.url).toBe(`${appUrl}/profile`);

    const session = (await (await browse(`${appUrl}/auth/session`)).json()) as AuthSession;
    expect(session.isAuthenticated).toBe(true);
    const user = session.user!;
    expect(user.email).toBe('remote.member@example.test');
    expect(user.sub).toBe(`mywru|${user.memberId}`);
    // The portal created its own person record under the member id the issuer vouches for.
    const person = await browse(`${appUrl}/api/person/${user.memberId}`);
    expect(person.status).toBe(200);
  });

  it('signs out at the issuer too', async () => {
    const res = await browse(`${appUrl}/auth/logout`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')?.startsWith(`${idp.issuer}/session/end?`)).toBe(true);
    const session = (await (await browse(`${appUrl}/auth/session`)).json()) as AuthSession;
    expect(session.isAuthenticated).toBe(false);
  });
});
