import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResets } from '../../src/db/schema';
import { buildTestApp, mailsTo as mailsToIn, type TestApp } from '../helpers/app';
import { CookieJar, createAccount, formAction, openSignInPage, send, signIn } from '../helpers/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createAccount(t.app, 'forgetful@example.test', 'Original-pass-1');
});
afterAll(async () => t.close());

const mailsTo = (to: string) => mailsToIn(t.app, to);
const linkIn = (text: string) => /http:\/\/localhost:3000\/oidc\/reset-password\/[\w-]+/.exec(text)?.[0];

async function requestReset(email: string) {
  const jar = new CookieJar();
  const { page } = await openSignInPage(t.app, jar);
  const forgotHref = /<a href="([^"]+)">Forgot password\?<\/a>/.exec(page.body)?.[1] ?? '';
  const form = await send(t.app, jar, 'GET', forgotHref);
  expect(form.body).toContain('<label for="email">Email address</label>');
  return send(t.app, jar, 'POST', formAction(form.body), { email });
}

describe('forgot password', () => {
  it('e-mails a single-use link that sets a new password once', async () => {
    const sent = await requestReset('Forgetful@example.test');
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Check your email');
    const [mail] = await mailsTo('forgetful@example.test');
    const link = linkIn(mail?.text ?? '');
    expect(link).toBeDefined();
    expect(mail?.text).toContain('Open MyWRU: http://localhost:3000/dashboard');
    expect(mail?.html).toContain('<a href="http://localhost:3000/dashboard">Open MyWRU</a>');
    const [stored] = await t.app.db.select().from(passwordResets);
    expect(link).not.toContain(stored?.tokenHash);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);

    const old = await signIn(t.app, 'forgetful@example.test', 'Original-pass-1');
    expect(old.sessionCookie).not.toBeNull();

    const jar = new CookieJar();
    const page = await send(t.app, jar, 'GET', link!);
    expect(page.body).toContain('<label for="password">New password</label>');
    expect(page.body).toContain('<label for="confirm">Confirm password</label>');
    const weak = await send(t.app, jar, 'POST', formAction(page.body), { password: 'short', confirm: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Choose a stronger password');
    const mismatch = await send(t.app, jar, 'POST', formAction(page.body), {
      password: 'Brand-new-pass-2',
      confirm: 'Brand-new-pass-3',
    });
    expect(mismatch.body).toContain('Passwords do not match.');

    const done = await send(t.app, jar, 'POST', formAction(page.body), {
      password: 'Brand-new-pass-2',
      confirm: 'Brand-new-pass-2',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');
    expect(done.body).toContain('href="http://localhost:3000/auth/login"');

    // The session from before the reset is revoked.
    const before = await t.app.inject({ url: '/auth/session', headers: { cookie: old.sessionCookie ?? '' } });
    expect(before.json().isAuthenticated).toBe(false);

    const again = await send(t.app, new CookieJar(), 'GET', link!);
    expect(again.body).toContain('This link has expired or has already been used.');
    const replay = await send(t.app, new CookieJar(), 'POST', link!, {
      password: 'Third-pass-333',
      confirm: 'Third-pass-333',
    });
    expect(replay.body).toContain('This link has expired or has already been used.');

    expect((await signIn(t.app, 'forgetful@example.test', 'Original-pass-1')).res.body).toContain(
      'Incorrect email address or password.',
    );
    expect((await signIn(t.app, 'forgetful@example.test', 'Brand-new-pass-2')).leftTo).toBe('/dashboard');
    expect((await signIn(t.app, 'forgetful@example.test', 'Third-pass-333')).sessionCookie).toBeNull();

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'account.password_reset'`);
    expect(audit).toHaveLength(1);
  });

  it('shows the same confirmation for an unknown e-mail and sends nothing', async () => {
    const sent = await requestReset('stranger@example.test');
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Check your email');
    expect(await mailsTo('stranger@example.test')).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    await requestReset('forgetful@example.test');
    await t.app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const [mail] = await mailsTo('forgetful@example.test');
    const page = await send(t.app, new CookieJar(), 'GET', linkIn(mail!.text)!);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This link has expired or has already been used.');
  });

  it('limits reset requests per e-mail', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await requestReset('limited@example.test'));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(Number(results[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(results[3]?.body).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);
  });
});

describe('POST /oidc/dbconnections/change_password', () => {
  const call = (body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/oidc/dbconnections/change_password', payload: body });

  it('answers the same text for a known and an unknown e-mail, and mails only the known one', async () => {
    const before = (await mailsTo('forgetful@example.test')).length;
    const known = await call({
      client_id: 'mywru-portal',
      email: 'forgetful@example.test',
      connection: 'Username-Password-Authentication',
    });
    const unknown = await call({
      client_id: 'mywru-portal',
      email: 'ghost@example.test',
      connection: 'Username-Password-Authentication',
    });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe("We've just sent you an email to reset your password.");
    }
    const after = await mailsTo('forgetful@example.test');
    expect(after.length).toBe(before + 1);
    expect(linkIn(after[0]!.text)).toBeDefined();
    expect(await mailsTo('ghost@example.test')).toHaveLength(0);
  });

  it('refuses an unknown client', async () => {
    const res = await call({ client_id: 'someone-else', email: 'forgetful@example.test', connection: 'x' });
    expect(res.statusCode).toBe(400);
  });
});
