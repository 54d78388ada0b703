/**
 * Changing a sign-in e-mail: the personal-details calls no longer change it; a request needs the
 * current password, is throttled, and sends a 24-hour single-use link to the new address and a
 * notice to the old one; following the link changes it and ends the person's other sessions.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, emailChanges, oidcPayloads, outbox, persons } from '../../src/db/schema';
import { hashPassword } from '../../src/domain/account/accounts';
import { createAttemptCounter, LIMITS } from '../../src/domain/account/attempts';
import { completePasswordReset, requestPasswordReset } from '../../src/identity/password-reset';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';

const PASSWORD = 'Current-pass-1';
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => t.close());
beforeEach(() => {
  offsetMs = 0;
});

let serial = 0;
/** An adult who signs in with PASSWORD (or a child of `parentId` aged 16 who does). */
async function member(options: { parentId?: number; account?: boolean } = {}) {
  serial += 1;
  const email = `member${serial}@example.test`;
  const [row] = await t.app.db
    .insert(persons)
    .values({
      firstName: 'Ceri',
      lastName: 'Morgan',
      email,
      dob: options.parentId ? `${new Date().getUTCFullYear() - 16}-01-01` : '1985-04-02',
      sexId: 2,
      nationalityIds: [1],
      parentId: options.parentId ?? null,
    })
    .returning();
  if (options.account !== false) await t.app.db.insert(accounts).values({ personId: row!.id, email, passwordHash });
  return { id: row!.id, email, cookie: await sessionCookieFor(t.app, row!.id) };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  remoteAddress?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const requestChange = (
  who: { id: number; cookie: string },
  email: string,
  password = PASSWORD,
  remoteAddress?: string,
) => call('POST', `/api/person/${who.id}/email-change`, who.cookie, { email, password }, remoteAddress);
const confirm = (token: string, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/email-change/confirm',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { token },
  });

const mailsTo = (to: string) => t.app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
async function tokenSentTo(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const token = /http:\/\/localhost:3000\/confirm-email\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link to ${to}`);
  return token;
}
const accountEmail = async (personId: number) =>
  (await t.app.db.select().from(accounts).where(eq(accounts.personId, personId)))[0]?.email;
const personEmail = async (personId: number) =>
  (await t.app.db.select().from(persons).where(eq(persons.id, personId)))[0]?.email;

describe('the personal-details calls', () => {
  it('no longer change a sign-in e-mail: 409, and both addresses stay', async () => {
    const me = await member();
    const patch = await call('PATCH', `/api/person/${me.id}`, me.cookie, { email: 'thief@example.test' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toMatchObject({ reason: 'person.email_needs_confirmation' });
    const put = await call('PUT', `/api/person/${me.id}`, me.cookie, {
      firstName: 'Ceri',
      lastName: 'Morgan',
      dob: '1985-04-02',
      sexId: 2,
      nationalityIds: [1],
      email: 'thief@example.test',
    });
    expect(put.statusCode).toBe(409);
    expect(await accountEmail(me.id)).toBe(me.email);
    expect(await personEmail(me.id)).toBe(me.email);
  });

  it('still save the rest of the form with the e-mail unchanged (in another case too)', async () => {
    const me = await member();
    const res = await call('PATCH', `/api/person/${me.id}`, me.cookie, {
      firstName: 'Ceridwen',
      email: me.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ceridwen', email: me.email });
  });

  it("refuse to empty an adult's e-mail with 400 and keep it", async () => {
    const me = await member();
    for (const email of ['', null]) {
      const res = await call('PATCH', `/api/person/${me.id}`, me.cookie, { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toEqual(['Email is required']);
    }
    expect(await personEmail(me.id)).toBe(me.email);
  });

  it('change the contact e-mail of a person who does not sign in directly', async () => {
    const parent = await member();
    const teen = await member({ parentId: parent.id, account: false });
    const res = await call('PATCH', `/api/person/${teen.id}`, parent.cookie, { email: 'teen.contact@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('teen.contact@example.test');
    const status = await call('GET', `/api/person/${teen.id}/email-change`, parent.cookie);
    expect(status.json()).toEqual({ method: 'direct', pendingEmail: null, pendingExpiresAt: null });
  });
});

describe('POST /api/person/{id}/email-change', () => {
  it('refuses a wrong password plainly, storing and sending nothing', async () => {
    const me = await member();
    const res = await requestChange(me, 'new.wrong@example.test', 'Not-my-pass-9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', reason: 'account.wrong_password' });
    expect(res.json().errors.password).toEqual(['The password is not correct']);
    expect(
      await t.app.db.select().from(emailChanges).where(eq(emailChanges.newEmail, 'new.wrong@example.test')),
    ).toHaveLength(0);
    expect(await mailsTo('new.wrong@example.test')).toHaveLength(0);
    expect(await mailsTo(me.email)).toHaveLength(0);
  });

  it('refuses an address that already belongs to someone, with the spec message', async () => {
    const me = await member();
    const other = await member();
    const res = await requestChange(me, other.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'duplicate_email', reason: 'account.email_taken' });
  });

  it('refuses another person’s record with 403', async () => {
    const me = await member();
    const other = await member();
    const res = call('POST', `/api/person/${other.id}/email-change`, me.cookie, {
      email: 'x@example.test',
      password: PASSWORD,
    });
    expect((await res).statusCode).toBe(403);
  });

  it('sends the link to the new address and a notice to the old; the link changes it and ends the other sessions', async () => {
    const me = await member();
    const provider = await signIn(t.app, me.email, PASSWORD); // another device, signed in through the provider
    expect(provider.sessionCookie).not.toBeNull();
    const phone = await sessionCookieFor(t.app, me.id);

    const res = await requestChange(me, 'Ceri.New@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ method: 'confirm', pendingEmail: 'Ceri.New@example.test' });
    expect(await accountEmail(me.id)).toBe(me.email);

    const [notice] = await mailsTo(me.email);
    expect(notice!.text).toContain('Someone asked to change the e-mail of your MyWRU account to C***@example.test');
    expect(notice!.text).not.toContain('Ceri.New@');
    expect(notice!.text).not.toContain('/confirm-email/');
    const token = await tokenSentTo('Ceri.New@example.test');
    const [stored] = await t.app.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.newEmail, 'Ceri.New@example.test'));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    const sub = `mywru|${me.id}`;
    const providerRows = () =>
      t.app.db
        .select()
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${sub}`);
    expect((await providerRows()).length).toBeGreaterThan(0);

    const done = await confirm(token, me.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: 'Ceri.New@example.test' });
    expect(await accountEmail(me.id)).toBe('Ceri.New@example.test');
    expect(await personEmail(me.id)).toBe('Ceri.New@example.test');

    // The session that followed the link stays; every other one ends, the provider's too.
    expect((await call('GET', `/api/person/${me.id}`, me.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/person/${me.id}`, phone)).statusCode).toBe(401);
    expect((await call('GET', `/api/person/${me.id}`, provider.sessionCookie!)).statusCode).toBe(401);
    expect(await providerRows()).toHaveLength(0);

    expect((await signIn(t.app, 'ceri.new@example.test', PASSWORD)).leftTo).toBe('/dashboard');
    expect((await signIn(t.app, me.email, PASSWORD)).sessionCookie).toBeNull();

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.personId, me.id), sql`${auditLog.action} like 'account.email_%'`));
    expect(audit.map((a) => a.action).sort()).toEqual(['account.email_change_requested', 'account.email_changed']);

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'link_used', reason: 'account.link.used' });
  });

  it('works from a browser that is not signed in, ending every session', async () => {
    const me = await member();
    await requestChange(me, 'signed.out@example.test');
    const res = await confirm(await tokenSentTo('signed.out@example.test'));
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/person/${me.id}`, me.cookie)).statusCode).toBe(401);
  });

  it('refuses a link older than 24 hours', async () => {
    const me = await member();
    await requestChange(me, 'too.late@example.test');
    offsetMs = 24 * 60 * 60 * 1000 + 1000;
    const res = await confirm(await tokenSentTo('too.late@example.test'));
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'link_expired', reason: 'account.link.expired' });
    expect(await accountEmail(me.id)).toBe(me.email);
  });

  it('supersedes an earlier link with a newer request', async () => {
    const me = await member();
    await requestChange(me, 'first.try@example.test');
    await requestChange(me, 'second.try@example.test');
    const first = await confirm(await tokenSentTo('first.try@example.test'));
    expect(first.statusCode).toBe(410);
    expect(first.json()).toMatchObject({ code: 'link_superseded', reason: 'account.link.superseded' });
    const status = await call('GET', `/api/person/${me.id}/email-change`, me.cookie);
    expect(status.json()).toMatchObject({ method: 'confirm', pendingEmail: 'second.try@example.test' });
    expect(await accountEmail(me.id)).toBe(me.email);
  });

  it('refuses an unknown link with 404', async () => {
    const res = await confirm('not-a-real-token');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', reason: 'account.link.invalid' });
  });

  it(`throttles per account: after ${LIMITS.emailChangePerAccount.max} attempts in the hour, even the right password answers 429`, async () => {
    const me = await member();
    for (let i = 0; i < LIMITS.emailChangePerAccount.max; i += 1) {
      expect((await requestChange(me, 'guess@example.test', `Wrong-pass-${i}`)).statusCode).toBe(400);
    }
    const blocked = await requestChange(me, 'guess@example.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', reason: 'account.email_change.too_many' });
    expect(await mailsTo('guess@example.test')).toHaveLength(0);
    offsetMs = LIMITS.emailChangePerAccount.windowSeconds * 1000 + 1000;
    expect((await requestChange(me, 'guess@example.test')).statusCode).toBe(200);
  });

  it('throttles per IP address', async () => {
    const me = await member();
    const counter = createAttemptCounter(t.testDb.database, clock);
    for (let i = 0; i < LIMITS.emailChangePerIp.max; i += 1)
      await counter.hit('email-change-ip:10.9.8.7', LIMITS.emailChangePerIp);
    expect((await requestChange(me, 'from.ip@example.test', PASSWORD, '10.9.8.7')).statusCode).toBe(429);
    expect((await requestChange(me, 'from.ip@example.test', PASSWORD, '10.9.8.6')).statusCode).toBe(200);
  });
});

describe("a child's sign-in e-mail", () => {
  it("needs the guardian's own password; the link goes to the child's new address and the notice to the child's old one", async () => {
    const parent = await member();
    const teen = await member({ parentId: parent.id });
    const patch = await call('PATCH', `/api/person/${teen.id}`, parent.cookie, { email: 'teen.new@example.test' });
    expect(patch.statusCode).toBe(409);

    const res = await call('POST', `/api/person/${teen.id}/email-change`, parent.cookie, {
      email: 'teen.new@example.test',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await mailsTo(teen.email))[0]!.text).toContain('to t***@example.test');
    expect(await mailsTo(parent.email)).toHaveLength(0);

    const done = await confirm(await tokenSentTo('teen.new@example.test'), parent.cookie);
    expect(done.statusCode).toBe(200);
    expect(await accountEmail(teen.id)).toBe('teen.new@example.test');
    expect(await personEmail(teen.id)).toBe('teen.new@example.test');
    expect((await call('GET', `/api/person/${teen.id}`, teen.cookie)).statusCode).toBe(401);
    expect((await call('GET', `/api/person/${teen.id}`, parent.cookie)).statusCode).toBe(200);
  });

  it("refuses the child's password in place of the guardian's", async () => {
    const parent = await member();
    const teen = await member({ parentId: parent.id });
    await t.app.db
      .update(accounts)
      .set({ passwordHash: await hashPassword('Teen-only-pass-1') })
      .where(eq(accounts.personId, teen.id));
    const res = await call('POST', `/api/person/${teen.id}/email-change`, parent.cookie, {
      email: 'teen.other@example.test',
      password: 'Teen-only-pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', reason: 'account.wrong_password' });
    expect(res.json().errors.password).toEqual(['The password is not correct']);
  });
});

describe("the e-mails' language", () => {
  it('writes both e-mails in English, word for word, to a person who has chosen no language', async () => {
    const me = await member();
    expect((await requestChange(me, 'english.new@example.test')).statusCode).toBe(200);
    const [link] = await mailsTo('english.new@example.test');
    const token = await tokenSentTo('english.new@example.test');
    expect(link!.subject).toBe('Confirm your new MyWRU e-mail address');
    expect(link!.text).toContain(
      `Someone asked to use this address to sign in to a MyWRU account (member ID ${me.id}).\n\nTo confirm it, open this link within 24 hours:\nhttp://localhost:3000/confirm-email/${token}\n\nThe link works once. Until it is followed, the account keeps signing in with its current address. If you did not expect this, ignore this e-mail.`,
    );
    expect(link!.html).toContain('(the link works once, within 24 hours).</p>');
    const [notice] = await mailsTo(me.email);
    expect(notice!.subject).toBe('Your MyWRU e-mail address is being changed');
    expect(notice!.text).toContain(
      'Someone asked to change the e-mail of your MyWRU account to e***@example.test. It changes only when the link sent to that address is followed, within 24 hours.\n\nIf this was not you, reset your password now: this stops the change and signs out every device.\nhttp://localhost:3000/oidc/forgot-password',
    );
    expect(notice!.html).toContain('If this was not you, <a href="http://localhost:3000/oidc/forgot-password">reset your password now</a>: this stops the change and signs out every device.');
  });

  it("writes both e-mails in Welsh to a person whose record says 'cy'", async () => {
    const me = await member();
    await t.app.db.update(persons).set({ language: 'cy' }).where(eq(persons.id, me.id));
    expect((await requestChange(me, 'cymraeg.new@example.test')).statusCode).toBe(200);
    const [link] = await mailsTo('cymraeg.new@example.test');
    expect(link!.subject).toBe('Cadarnhewch eich cyfeiriad e-bost MyWRU newydd');
    expect(link!.text).toContain(`(rhif aelod ${me.id})`);
    expect(link!.text).toContain('Undeb Rygbi Cymru');
    expect(link!.text).not.toContain('Someone asked');
    const [notice] = await mailsTo(me.email);
    expect(notice!.subject).toBe('Mae eich cyfeiriad e-bost MyWRU yn cael ei newid');
    expect(notice!.text).toContain("i c***@example.test");
    expect(notice!.html).toContain('>ailosodwch eich cyfrinair nawr</a>');
  });

  it("writes a child's in the guardian's language when the child has chosen none", async () => {
    const parent = await member();
    await t.app.db.update(persons).set({ language: 'cy' }).where(eq(persons.id, parent.id));
    const teen = await member({ parentId: parent.id });
    const res = await call('POST', `/api/person/${teen.id}/email-change`, parent.cookie, {
      email: 'teen.cymraeg@example.test',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await mailsTo('teen.cymraeg@example.test'))[0]!.subject).toBe('Cadarnhewch eich cyfeiriad e-bost MyWRU newydd');
    expect((await mailsTo(teen.email))[0]!.subject).toBe('Mae eich cyfeiriad e-bost MyWRU yn cael ei newid');
  });
});

describe('a password reset', () => {
  it('supersedes a pending change, as the notice to the old address promises', async () => {
    const me = await member();
    await requestChange(me, 'stopped@example.test');
    await requestPasswordReset({
      db: t.app.db,
      mailer: t.app.mailer,
      publicUrl: 'http://localhost:3000',
      email: me.email,
      now: clock(),
    });
    const resetToken = /reset-password\/([\w-]+)/.exec((await mailsTo(me.email))[0]!.text)![1]!;
    expect(
      await completePasswordReset({ db: t.app.db, token: resetToken, password: 'After-reset-pass-2', now: clock() }),
    ).toBe(true);
    const res = await confirm(await tokenSentTo('stopped@example.test'));
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'link_superseded', reason: 'account.link.superseded' });
    expect(await accountEmail(me.id)).toBe(me.email);
  });
});

describe('with an external identity provider', () => {
  it("refuses to change an adult's e-mail here: it is their sign-in at the provider", async () => {
    const external = await buildTestApp({
      env: { OIDC_ISSUER: 'https://id.example.test', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'secret-value' },
    });
    try {
      const [row] = await external.app.db
        .insert(persons)
        .values({ email: 'ext@example.test', dob: '1980-01-01' })
        .returning();
      const cookie = await sessionCookieFor(external.app, row!.id);
      const headers = { cookie, origin: TEST_ORIGIN };
      const patch = await external.app.inject({
        method: 'PATCH',
        url: `/api/person/${row!.id}`,
        headers,
        payload: { email: 'ext2@example.test' },
      });
      expect(patch.statusCode).toBe(409);
      expect(patch.json()).toMatchObject({ reason: 'person.email_at_issuer' });
      const status = await external.app.inject({ url: `/api/person/${row!.id}/email-change`, headers });
      expect(status.json()).toEqual({ method: 'issuer', pendingEmail: null, pendingExpiresAt: null });
      const request = await external.app.inject({
        method: 'POST',
        url: `/api/person/${row!.id}/email-change`,
        headers,
        payload: { email: 'ext2@example.test', password: PASSWORD },
      });
      expect(request.statusCode).toBe(409);
      expect(request.json()).toMatchObject({ reason: 'person.email_at_issuer' });
      const [stored] = await external.app.db.select().from(persons).where(eq(persons.id, row!.id));
      expect(stored!.email).toBe('ext@example.test');
    } finally {
      await external.close();
    }
  });
});
