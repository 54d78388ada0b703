import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../src/db/schema';
import { buildTestApp, mailsTo, type TestApp } from '../helpers/app';
import { CookieJar, formAction, openSignInPage, send, submit } from '../helpers/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The sign-in page, switched to Welsh through its own 'Cymraeg' link. */
async function welshSignInPage(jar: CookieJar) {
  const { page } = await openSignInPage(t.app, jar);
  const href = /<a href="([^"]+)" lang="cy" hreflang="cy">Cymraeg<\/a>/.exec(page.body)?.[1];
  expect(href).toBeDefined();
  return send(t.app, jar, 'GET', href!.replace(/&amp;/g, '&'));
}

describe('the sign-in pages in Welsh', () => {
  it("switches with the page's 'Cymraeg' link, says lang=\"cy\" and keeps the choice in the cookie the web reads", async () => {
    const jar = new CookieJar();
    const page = await welshSignInPage(jar);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="cy">');
    expect(page.body).toContain('<h1>Mewngofnodi</h1>');
    expect(page.body).toContain('<label for="email">Cyfeiriad e-bost</label>');
    expect(page.body).toContain('Neidio i&#39;r cynnwys');
    expect(page.body).toMatch(/<a href="[^"]+\?lng=en" lang="en" hreflang="en">English<\/a>/);
    expect(page.body).not.toContain('Email address');
    expect(jar.get('i18next')).toBe('cy');
  });

  it('refuses a wrong password in Welsh', async () => {
    const jar = new CookieJar();
    const page = await welshSignInPage(jar);
    const res = await send(t.app, jar, 'POST', formAction(page.body), { email: 'nobody@example.test', password: 'x' });
    expect(res.body).toContain('Cyfeiriad e-bost neu gyfrinair anghywir.');
  });

  it("creates an account in Welsh, keeps Welsh on the new person's record, and explains problems in Welsh", async () => {
    const jar = new CookieJar();
    const page = await welshSignInPage(jar);
    const createHref = /<a href="([^"]+\/create)">Creu cyfrif<\/a>/.exec(page.body)?.[1];
    expect(createHref).toBeDefined();
    const form = await send(t.app, jar, 'GET', createHref!);
    expect(form.body).toContain('<h1>Creu cyfrif</h1>');
    const weak = await send(t.app, jar, 'POST', formAction(form.body), { email: 'newydd@example.test', password: 'short', confirm: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Cywirwch y problemau isod.');
    expect(weak.body).toContain('Dewiswch gyfrinair cryfach');

    const { leftTo } = await submit(t.app, jar, formAction(form.body), {
      email: 'newydd@example.test',
      password: 'Cyfrinair-hir-1',
      confirm: 'Cyfrinair-hir-1',
    });
    expect(leftTo).toContain('/dashboard');
    const [person] = await t.app.db.select().from(persons).where(eq(persons.email, 'newydd@example.test'));
    expect(person?.language).toBe('cy');
  });

  it('sends the password reset e-mail in Welsh to a Welsh member', async () => {
    const jar = new CookieJar();
    const page = await welshSignInPage(jar);
    const forgotHref = /<a href="([^"]+)">Wedi anghofio&#39;ch cyfrinair\?<\/a>/.exec(page.body)?.[1];
    expect(forgotHref).toBeDefined();
    const form = await send(t.app, jar, 'GET', forgotHref!);
    const sent = await send(t.app, jar, 'POST', formAction(form.body), { email: 'newydd@example.test' });
    expect(sent.body).toContain('<h1>Edrychwch ar eich e-bost</h1>');
    const [mail] = await mailsTo(t.app, 'newydd@example.test');
    expect(mail?.subject).toBe('Ailosod eich cyfrinair MyWRU');
    expect(mail?.text).toContain('Agor MyWRU: ');
    expect(mail?.text).toContain('Undeb Rygbi Cymru');
  });

  it('stays in English without a choice', async () => {
    const { page } = await openSignInPage(t.app, new CookieJar());
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<a href="/oidc/interaction/');
    expect(page.body).toMatch(/lang="en" aria-current="true">English<\/a>/);
  });
});
