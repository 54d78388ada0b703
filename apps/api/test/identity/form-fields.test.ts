/**
 * The identity pages' forms read their fields through the same text rules as the API: an e-mail
 * address with a control character (a NUL byte PostgreSQL refuses) or past 254 characters, and a
 * password past 1024 characters, are refused on the page (never a 500), and nothing is stored.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { CookieJar, createAccount, formAction, openSignInPage, send } from '../helpers/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createAccount(t.app, 'owner@example.test', 'Owner-pass-12');
});
afterAll(async () => t.close());

const count = async () => ({ accounts: await t.app.db.$count(accounts), mails: await t.app.db.$count(outbox) });

async function signInPage() {
  const jar = new CookieJar();
  const { page } = await openSignInPage(t.app, jar);
  return { jar, page };
}

describe('the sign-in form', () => {
  it.each([
    ['a NUL byte in the e-mail', { email: 'owner\u0000@example.test', password: 'Owner-pass-12' }],
    ['an e-mail past 254 characters', { email: `${'o'.repeat(300)}@example.test`, password: 'Owner-pass-12' }],
    ['a password past 1024 characters', { email: 'owner@example.test', password: `Owner-pass-12${'x'.repeat(2000)}` }],
  ])('refuses %s as wrong credentials, not 500', async (_case, form) => {
    const { jar, page } = await signInPage();
    const res = await send(t.app, jar, 'POST', formAction(page.body), form);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).toContain('<form');
  });
});

describe('the create-account form', () => {
  it('refuses an e-mail with a NUL byte on the page and creates nothing', async () => {
    const before = await count();
    const { jar, page } = await signInPage();
    const createHref = /<a href="([^"]+\/create)"/.exec(page.body)?.[1] ?? '';
    const form = await send(t.app, jar, 'GET', createHref);
    const res = await send(t.app, jar, 'POST', formAction(form.body), {
      email: 'new\u0000@example.test',
      password: 'Brand-new-pass-1',
      confirm: 'Brand-new-pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a valid email address.');
    expect(await count()).toEqual(before);
  });
});

describe('the forgot-password form', () => {
  it('refuses an e-mail with a NUL byte on the page and sends nothing', async () => {
    const before = await count();
    const jar = new CookieJar();
    const form = await send(t.app, jar, 'GET', '/oidc/forgot-password');
    const res = await send(t.app, jar, 'POST', formAction(form.body), { email: 'owner\u0000@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a valid email address.');
    expect(await count()).toEqual(before);
    expect(
      await t.app.db
        .select()
        .from(outbox)
        .where(sql`${outbox.to} like 'owner%'`),
    ).toEqual([]);
  });
});
