import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';

describe('development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('lists sent e-mail newest first with clickable links', async () => {
    await t.app.mailer.send({ to: 'first@example.test', subject: 'First message', text: 'Hello' });
    await t.app.mailer.send({
      to: 'second@example.test',
      subject: 'Reset your password',
      text: 'Open http://localhost:3000/oidc/reset-password/abc123 to choose a new password.',
    });
    const res = await t.app.inject('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html.indexOf('Reset your password')).toBeLessThan(html.indexOf('First message'));
    expect(html).toContain('<a href="http://localhost:3000/oidc/reset-password/abc123">');
  });

  it('escapes what it shows', async () => {
    await t.app.mailer.send({ to: 'x@example.test', subject: '<script>alert(1)</script>', text: 'x' });
    const res = await t.app.inject('/dev/mailbox');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;');
  });
});

describe.each([
  ['an SMTP server is configured', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ['the production flag is on', { PRODUCTION: 'true', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://portal.example' }],
])('when %s', (_label, env) => {
  it('has no mailbox page, and still records every message in the outbox', async () => {
    const t = await buildTestApp({ env });
    try {
      const res = await t.app.inject('/dev/mailbox');
      expect(res.statusCode).toBe(404);
      if (!('SMTP_URL' in env)) {
        await t.app.mailer.send({ to: 'a@example.test', subject: 'Kept', text: 'x' });
        const rows = await t.app.db.select().from(outbox);
        expect(rows.map((r) => r.subject)).toContain('Kept');
      }
    } finally {
      await t.close();
    }
  });
});
