import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, persons } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import {
  CookieJar,
  createAccount,
  follow,
  formAction,
  localPath,
  openSignInPage,
  send,
  signIn,
  submit,
} from '../helpers/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Lineout-2025';

const session = async (cookie: string | null) =>
  (await t.app.inject({ url: '/auth/session', headers: cookie ? { cookie } : {} })).json();

describe('create account', () => {
  it('shows the labelled form with the password rule as a hint', async () => {
    const jar = new CookieJar();
    const { page } = await openSignInPage(t.app, jar);
    expect(page.body).toContain('<label for="email">Email address</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('>Sign in</button>');
    expect(page.body).toContain('>Forgot password?</a>');
    expect(page.body).not.toMatch(/<script(?![^>]*src=)/);
    const { createPage } = await createAccount(t.app, 'form.only@example.test', 'x', 'y', jar);
    expect(createPage.body).toContain('<label for="confirm">Confirm password</label>');
    expect(createPage.body).toMatch(/id="password-hint">At least 10 characters/);
    expect(createPage.body).toContain('>Create account</button>');
  });

  it('creates the person with only the e-mail, a member id, and signs them in', async () => {
    const { leftTo, sessionCookie } = await createAccount(t.app, 'New.Member@Example.test', PASSWORD);
    expect(leftTo).toBe('/dashboard');
    const body = await session(sessionCookie);
    expect(body.isAuthenticated).toBe(true);
    expect(body.user.email).toBe('New.Member@Example.test');
    expect(body.user.sub).toBe(`mywru|${body.user.memberId}`);
    const [person] = await t.app.db
      .select()
      .from(persons)
      .where(sql`${persons.id} = ${body.user.memberId}`);
    expect(person).toMatchObject({ email: 'New.Member@Example.test', firstName: null, lastName: null, dob: null });
    const [account] = await t.app.db
      .select()
      .from(accounts)
      .where(sql`${accounts.personId} = ${body.user.memberId}`);
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'account.created'`);
    expect(audit.some((a) => a.personId === body.user.memberId && a.actorPersonId === body.user.memberId)).toBe(true);
  });

  it('refuses a taken e-mail regardless of case', async () => {
    const { res, sessionCookie } = await createAccount(t.app, 'NEW.MEMBER@example.TEST', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('An account with this email address already exists.');
    expect(res.body).toMatch(/aria-describedby="email-error"/);
    expect(sessionCookie).toBeNull();
  });

  it('refuses a weak password, and the e-mail as password', async () => {
    const weak = await createAccount(t.app, 'weak@example.test', 'short1');
    expect(weak.res.statusCode).toBe(400);
    expect(weak.res.body).toContain('at least 10 characters, with at least one letter and one number');
    const noDigit = await createAccount(t.app, 'weak@example.test', 'onlyletterslong');
    expect(noDigit.res.body).toContain('Choose a stronger password');
    const same = await createAccount(t.app, 'weak1234@example.test', 'weak1234@example.test');
    expect(same.res.body).toContain('Your password must not be your email address.');
    const [row] = await t.app.db
      .select()
      .from(persons)
      .where(sql`lower(${persons.email}) like 'weak%'`);
    expect(row).toBeUndefined();
  });

  it('refuses mismatched passwords and keeps the e-mail typed', async () => {
    const { res } = await createAccount(t.app, 'mismatch@example.test', PASSWORD, 'Something-else-1');
    expect(res.body).toContain('Passwords do not match.');
    expect(res.body).toContain('value="mismatch@example.test"');
    expect(res.body).toMatch(/aria-describedby="confirm-error"/);
  });
});

describe('sign in', () => {
  beforeAll(async () => {
    await createAccount(t.app, 'player@example.test', PASSWORD);
  });

  it('is signed out before, signed in after, with any case of the e-mail', async () => {
    expect(await session(null)).toEqual({ isAuthenticated: false, user: null });
    const { leftTo, sessionCookie } = await signIn(t.app, 'PLAYER@example.test', PASSWORD);
    expect(leftTo).toBe('/dashboard');
    expect((await session(sessionCookie)).user.email).toBe('player@example.test');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/', async () => {
    const jar = new CookieJar();
    const { action } = await openSignInPage(t.app, jar);
    const posted = await send(t.app, jar, 'POST', action, { email: 'player@example.test', password: PASSWORD });
    let res = posted;
    while (res.headers.location && !String(res.headers.location).includes('/auth/callback')) {
      res = await send(t.app, jar, 'GET', String(res.headers.location));
    }
    const callback = await send(t.app, jar, 'GET', String(res.headers.location));
    const cookie = ([] as string[])
      .concat(callback.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('mywru_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await signIn(t.app, 'player@example.test', 'Wrong-password-1');
    const unknown = await signIn(t.app, 'nobody@example.test', PASSWORD);
    for (const attempt of [wrong, unknown]) {
      expect(attempt.res.statusCode).toBe(401);
      expect(attempt.res.body).toContain('Incorrect email address or password.');
      expect(attempt.sessionCookie).toBeNull();
    }
  });

  it('honours returnTo and refuses open redirects', async () => {
    expect((await signIn(t.app, 'player@example.test', PASSWORD, { returnTo: '/profile?tab=1' })).leftTo).toBe(
      '/profile?tab=1',
    );
    for (const evil of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/..//evil.example/phish',
      '/%2F%2Fevil.example',
      '/.%2F/evil.example',
    ]) {
      expect((await signIn(t.app, 'player@example.test', PASSWORD, { returnTo: evil })).leftTo).toBe('/dashboard');
    }
  });

  it('GET /auth/login?returnTo=/..//evil.example/phish ends on the portal, even when already signed in at the provider', async () => {
    const { jar } = await signIn(t.app, 'player@example.test', PASSWORD);
    const { leftTo } = await follow(
      t.app,
      jar,
      await send(t.app, jar, 'GET', '/auth/login?returnTo=/..//evil.example/phish'),
    );
    expect(leftTo).toBe('/dashboard');
    expect(localPath(leftTo ?? '')).toBe('/dashboard');
  });

  it('logout revokes the session: the cookie no longer works', async () => {
    const { sessionCookie, jar } = await signIn(t.app, 'player@example.test', PASSWORD);
    expect((await session(sessionCookie)).isAuthenticated).toBe(true);
    const logout = await send(t.app, jar, 'POST', '/auth/logout', {});
    expect(logout.statusCode).toBe(303);
    expect(String(logout.headers['set-cookie'])).toMatch(/mywru_session=;/);
    const endSession = new URL(String(logout.headers.location));
    expect(endSession.pathname).toBe('/oidc/session/end');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    expect(await session(sessionCookie)).toEqual({ isAuthenticated: false, user: null });
    const api = await t.app.inject({ url: '/api/person/1000001', headers: { cookie: sessionCookie ?? '' } });
    expect(api.statusCode).toBe(401);

    // The provider's confirmation page submits itself through an external script (no inline script).
    const confirm = await send(t.app, jar, 'GET', endSession.href);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<script src="/oidc-assets/logout.js" defer></script>');
    expect(confirm.body).toContain('>Sign out</button>');
    const script = await t.app.inject('/oidc-assets/logout.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await send(t.app, jar, 'POST', formAction(confirm.body), { xsrf, logout: 'yes' });
    expect(done.headers.location).toBe('http://localhost:3000/');
    // The provider's own session has ended too: the next sign-in asks for the password again.
    await openSignInPage(t.app, jar);
  });

  it('GET /auth/logout only asks to confirm: the session lives on until the form is posted', async () => {
    const { sessionCookie, jar } = await signIn(t.app, 'player@example.test', PASSWORD);
    const page = await send(t.app, jar, 'GET', '/auth/logout');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post" action="/auth/logout">');
    expect(page.body).toContain('<button type="submit">Sign out</button>');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect((await session(sessionCookie)).isAuthenticated).toBe(true);
  });

  it('refuses a sign-out posted from another site, or with an unreadable Referer, and keeps the session', async () => {
    const { sessionCookie, jar } = await signIn(t.app, 'player@example.test', PASSWORD);
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: '', referer: 'https://evil.example/page' },
      { origin: '', referer: 'http://[not a url' },
    ];
    for (const headers of cases) {
      const res = await send(t.app, jar, 'POST', '/auth/logout', {}, headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await session(sessionCookie)).isAuthenticated).toBe(true);
  });

  it('answers "too many failed sign-ins" after five wrong passwords for one e-mail from one address, and not elsewhere', async () => {
    await createAccount(t.app, 'target@example.test', PASSWORD);
    for (let i = 0; i < 5; i += 1) {
      const attempt = await signIn(t.app, 'target@example.test', `Wrong-guess-${i}0`);
      expect(attempt.res.statusCode).toBe(401);
    }
    const blocked = await signIn(t.app, 'Target@example.test', PASSWORD);
    expect(blocked.res.statusCode).toBe(429);
    // Seconds left of the 15-minute window counted from the first failure; a slow run may have
    // used a few of them already.
    const retryAfter = Number(blocked.res.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(blocked.res.body).toContain('Too many failed sign-ins from your network. Please try again in 15 minutes');
    expect(blocked.res.body).toContain('value="Target@example.test"');
    expect(blocked.sessionCookie).toBeNull();
    // Another account is not affected.
    expect((await signIn(t.app, 'player@example.test', PASSWORD)).sessionCookie).not.toBeNull();
    // Nor is the owner at another address.
    const owner = await signIn(t.app, 'target@example.test', PASSWORD, {
      jar: new CookieJar({ remoteAddress: '198.51.100.1' }),
    });
    expect(owner.sessionCookie).not.toBeNull();
  });

  it('refuses a callback without the flow cookie', async () => {
    const res = await t.app.inject('/auth/callback?code=abc&state=def');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?login=failed');
  });

  it('refuses an interaction post from a browser without the interaction cookie', async () => {
    const jar = new CookieJar();
    const { action } = await openSignInPage(t.app, jar);
    const res = await submit(t.app, new CookieJar(), action, { email: 'player@example.test', password: PASSWORD });
    expect(res.res.statusCode).toBe(400);
    expect(res.res.body).toContain('This sign-in page has expired');
  });
});
