/**
 * The outbox in the union back office: the Union Administrator reads the e-mail a server without
 * SMTP kept, newest first, and the read is audited; nobody else reads it (401 anonymously, 403 for
 * every other persona), whatever address the request comes from; the old anonymous mailbox page is
 * gone. With SMTP configured there is no outbox to read and the hub does not offer it.
 */
import { OUTBOX_READ_ACTION } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../src/db/schema';
import { buildTestApp } from '../helpers/app';
import { openBackOffice, type BackOffice } from '../helpers/back-office';

let bo: BackOffice;
beforeAll(async () => {
  bo = await openBackOffice();
  await bo.t.app.mailer.send({ to: 'first@example.test', subject: 'First message', text: 'Hello' });
  await bo.t.app.mailer.send({
    to: 'second@example.test',
    subject: 'Reset your password',
    text: 'Open http://localhost:3000/oidc/reset-password/abc123 to choose a new password.',
  });
});
afterAll(async () => bo.t.close());

describe('GET /api/union/outbox', () => {
  it('shows the Union Administrator the kept e-mail newest first, and audits the read', async () => {
    const res = await bo.get(bo.as.admin, '/api/union/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.isKept).toBe(true);
    expect(body.messages.slice(0, 2)).toMatchObject([
      {
        to: 'second@example.test',
        subject: 'Reset your password',
        text: expect.stringMatching(
          /^Open http:\/\/localhost:3000\/oidc\/reset-password\/abc123 to choose a new password\.\n/,
        ),
      },
      { to: 'first@example.test', subject: 'First message', text: expect.stringMatching(/^Hello\n/) },
    ]);
    expect(new Date(body.messages[0].createdAt).toString()).not.toBe('Invalid Date');
    const audits = await bo.db.select().from(auditLog).where(eq(auditLog.action, OUTBOX_READ_ACTION));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorPersonId).toBe(bo.as.adminId);
  });

  it("offers the outbox in the Administrator's back office", async () => {
    const me = await bo.get(bo.as.admin, '/api/union/me');
    expect(me.json().areas).toContain('outbox');
  });

  it('answers 401 to an anonymous caller, also from a local address or behind a proxy', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const res = await bo.t.app.inject({ url: '/api/union/outbox', remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('reset-password');
    }
  });

  it.each([
    ['the Registrations Officer', 'registrationsOfficer'],
    ['the Safeguarding Officer', 'safeguardingOfficer'],
    ['a former Union Administrator', 'formerAdministrator'],
    ['a Club Secretary', 'secretary'],
    ['a member', 'player'],
  ] as const)('answers 403 to %s', async (_label, persona) => {
    const res = await bo.get(bo.as[persona], '/api/union/outbox');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'back_office.permission.outbox' });
    expect(res.body).not.toContain('reset-password');
    expect((await bo.get(bo.as[persona], '/api/union/me')).json().areas ?? []).not.toContain('outbox');
  });

  it('leaves no anonymous mailbox page behind', async () => {
    const res = await bo.t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('reset-password');
  });
});

describe('with an SMTP server configured', () => {
  it('has no outbox to read, and the back office does not offer one', async () => {
    const smtp = await openBackOffice({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const res = await smtp.get(smtp.as.admin, '/api/union/outbox');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isKept: false, messages: [] });
      expect((await smtp.get(smtp.as.admin, '/api/union/me')).json().areas).not.toContain('outbox');
      expect((await smtp.t.app.inject('/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await smtp.t.close();
    }
  });
});

describe('with the production flag on and no SMTP server', () => {
  it('still records every message in the outbox, for the Administrator only', async () => {
    const t = await buildTestApp({
      env: { PRODUCTION: 'true', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://portal.example' },
    });
    try {
      await t.app.mailer.send({ to: 'a@example.test', subject: 'Kept', text: 'x' });
      const rows = await t.app.db.select().from(outbox);
      expect(rows.map((r) => r.subject)).toContain('Kept');
      expect((await t.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await t.app.inject('/api/union/outbox')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
