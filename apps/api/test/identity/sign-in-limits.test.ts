/**
 * Failed sign-ins slow an attacker without locking the owner out: limits per address and per
 * account and address, a growing delay per account, an e-mail to the owner; sign-up is throttled
 * per address. With a fixed clock that the tests move on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, mailsTo as mailsToIn, type TestApp } from '../helpers/app';
import { CookieJar, createAccount, formAction, send, signIn } from '../helpers/sign-in';

let t: TestApp;
let now = new Date();
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(async () => t.close());

const PASSWORD = 'Scrum-half-2025';
const from = (remoteAddress: string) => ({ jar: new CookieJar({ remoteAddress }) });
let accounts = 0;
/** A new account, created from an address of its own. */
async function newAccount(name: string): Promise<string> {
  accounts += 1;
  const email = `${name}@example.test`;
  const created = await createAccount(
    t.app,
    email,
    PASSWORD,
    PASSWORD,
    new CookieJar({ remoteAddress: `10.9.0.${accounts}` }),
  );
  expect(created.sessionCookie).not.toBeNull();
  return email;
}

const refusedFor = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(429);
  return Number(res.headers['retry-after']);
};

const mailsTo = (to: string) => mailsToIn(t.app, to);

describe('failed sign-ins from one address', () => {
  it("do not keep the owner out: after 5 from an attacker's address, the right password from another address signs in", async () => {
    const email = await newAccount('captain');
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(t.app, email, `Wrong-guess-${i}0`, from('203.0.113.9'))).res.statusCode).toBe(401);
    }
    const attacker = await signIn(t.app, email, PASSWORD, from('203.0.113.9'));
    expect(refusedFor(attacker.res)).toBe(15 * 60);
    expect(attacker.res.body).toContain(
      'Too many failed sign-ins from your network. Please try again in 15 minutes, or choose a new password with &quot;Forgot password?&quot;.',
    );
    expect(attacker.sessionCookie).toBeNull();

    const owner = await signIn(t.app, email, PASSWORD, from('198.51.100.7'));
    expect(owner.leftTo).toBe('/dashboard');
    expect(owner.sessionCookie).not.toBeNull();
  });

  it('are limited per account and address: other accounts from there, and the account from elsewhere, are not; it lapses', async () => {
    const target = await newAccount('fly-half');
    const neighbour = await newAccount('hooker');
    for (let i = 0; i < 5; i += 1) await signIn(t.app, target, `Wrong-guess-${i}0`, from('203.0.113.10'));
    expect(refusedFor((await signIn(t.app, target, PASSWORD, from('203.0.113.10'))).res)).toBe(15 * 60);
    expect((await signIn(t.app, neighbour, PASSWORD, from('203.0.113.10'))).sessionCookie).not.toBeNull();
    expect((await signIn(t.app, target, PASSWORD, from('198.51.100.10'))).sessionCookie).not.toBeNull();

    later(10 * 60);
    expect(refusedFor((await signIn(t.app, target, PASSWORD, from('203.0.113.10'))).res)).toBe(5 * 60);
    later(5 * 60);
    expect((await signIn(t.app, target, PASSWORD, from('203.0.113.10'))).sessionCookie).not.toBeNull();
  });

  it('are limited per address across all accounts (password spraying), without touching other addresses', async () => {
    const email = await newAccount('prop');
    for (let i = 0; i < 30; i += 1) {
      expect((await signIn(t.app, `sprayed-${i}@example.test`, PASSWORD, from('203.0.113.30'))).res.statusCode).toBe(
        401,
      );
    }
    const refused = await signIn(t.app, email, PASSWORD, from('203.0.113.30'));
    expect(refusedFor(refused.res)).toBe(15 * 60);
    expect(refused.sessionCookie).toBeNull();
    expect((await signIn(t.app, email, PASSWORD, from('198.51.100.30'))).sessionCookie).not.toBeNull();
    later(15 * 60);
    expect((await signIn(t.app, email, PASSWORD, from('203.0.113.30'))).sessionCookie).not.toBeNull();
  });

  it('do not count successful sign-ins towards the address limit (a clubhouse of members on one network)', async () => {
    const email = await newAccount('lock');
    for (let i = 0; i < 35; i += 1) {
      expect((await signIn(t.app, email, PASSWORD, from('203.0.113.35'))).sessionCookie).not.toBeNull();
    }
  });
});

describe('failed sign-ins for one account from many addresses', () => {
  /** One wrong password from an address of its own. */
  let spray = 0;
  const fail = async (email: string) => {
    spray += 1;
    return signIn(t.app, email, 'Wrong-guess-00', from(`192.0.2.${spray % 250}`));
  };

  it('make each next try wait, doubling from 1 second after the 10th up to 60 seconds, without checking the password', async () => {
    const email = await newAccount('wing');
    for (let i = 0; i < 10; i += 1) expect((await fail(email)).res.statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      // The right password is refused during the delay: it is not checked.
      const waiting = await signIn(t.app, email, PASSWORD, from('198.51.100.50'));
      const wait = refusedFor(waiting.res);
      expect(waiting.sessionCookie).toBeNull();
      // Trying again during the delay does not make it longer.
      expect(refusedFor((await fail(email)).res)).toBe(wait);
      waits.push(wait);
      later(wait);
      expect((await fail(email)).res.statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    const message = await signIn(t.app, email, PASSWORD, from('198.51.100.50'));
    expect(message.res.body).toContain('Please try again in 1 minute.');

    // Once the delay has passed, the owner's right password signs in and ends it.
    later(60);
    expect((await signIn(t.app, email, PASSWORD, from('198.51.100.50'))).sessionCookie).not.toBeNull();
    expect((await fail(email)).res.statusCode).toBe(401);
    expect((await fail(email)).res.statusCode).toBe(401);
  });

  it('do not hold back a browser the account has signed in from before, and only for that account', async () => {
    const email = await newAccount('flanker');
    const phone = new CookieJar({ remoteAddress: '198.51.100.70' });
    expect((await signIn(t.app, email, PASSWORD, { jar: phone })).sessionCookie).not.toBeNull();
    const known = phone.get('mywru_known');
    expect(known).toBeDefined();
    const attackerOwn = await newAccount('attacker-own');
    const attackerBrowser = new CookieJar({ remoteAddress: '203.0.113.70' });
    expect((await signIn(t.app, attackerOwn, PASSWORD, { jar: attackerBrowser })).sessionCookie).not.toBeNull();
    for (let i = 0; i < 10; i += 1) await fail(email);

    /** The same browser later, its sessions ended: only its known-browser cookie is left. */
    const afterSessionsEnded = (cookie: string | undefined, remoteAddress: string) => {
      const jar = new CookieJar({ remoteAddress });
      jar.store(`mywru_known=${cookie}; Path=/oidc/interaction`);
      return { jar };
    };
    expect(refusedFor((await signIn(t.app, email, PASSWORD, from('198.51.100.71'))).res)).toBe(1);
    expect(
      refusedFor(
        (await signIn(t.app, email, PASSWORD, afterSessionsEnded(attackerBrowser.get('mywru_known'), '203.0.113.71')))
          .res,
      ),
    ).toBe(1);
    expect(
      refusedFor((await signIn(t.app, email, PASSWORD, afterSessionsEnded(`${known}x`, '198.51.100.72'))).res),
    ).toBe(1);
    expect(
      (await signIn(t.app, email, PASSWORD, afterSessionsEnded(known, '198.51.100.73'))).sessionCookie,
    ).not.toBeNull();
  });

  it('lapse an hour after the last failure', async () => {
    const email = await newAccount('centre');
    for (let i = 0; i < 11; i += 1) {
      if (i === 10) later(1);
      expect((await fail(email)).res.statusCode).toBe(401);
    }
    expect(refusedFor((await fail(email)).res)).toBe(2);
    later(60 * 60);
    for (let i = 0; i < 9; i += 1) expect((await fail(email)).res.statusCode).toBe(401);
    expect((await signIn(t.app, email, PASSWORD, from('198.51.100.60'))).sessionCookie).not.toBeNull();
  });

  it('e-mail the owner at the 5th failure, at most once an hour, saying the account is not locked and how to reset', async () => {
    const email = await newAccount('full-back');
    for (let i = 0; i < 4; i += 1) await fail(email);
    expect(await mailsTo(email)).toHaveLength(0);
    await fail(email);
    const [alert, ...others] = await mailsTo(email);
    expect(others).toHaveLength(0);
    expect(alert?.subject).toBe('Failed sign-ins to your MyWRU account');
    expect(alert?.text).toContain(
      `Someone has tried to sign in to your MyWRU account (${email}) with a wrong password 5 times recently.`,
    );
    expect(alert?.text).toContain('Your account is not locked: you can still sign in with your password as usual.');
    expect(alert?.text).toContain('http://localhost:3000/oidc/forgot-password');

    await fail(email);
    later(30 * 60);
    await fail(email);
    expect(await mailsTo(email)).toHaveLength(1);
    later(31 * 60);
    await fail(email);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('with a wrong password 8 times recently.');
  });

  it('are forgotten when the owner chooses a new password', async () => {
    const email = await newAccount('number-eight');
    for (let i = 0; i < 5; i += 1) await signIn(t.app, email, `Wrong-guess-${i}0`, from('203.0.113.80'));
    for (let i = 0; i < 5; i += 1) await fail(email);
    expect(refusedFor((await signIn(t.app, email, PASSWORD, from('203.0.113.80'))).res)).toBeGreaterThan(0);

    const forgot = await send(t.app, new CookieJar(), 'POST', '/oidc/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === 'Reset your MyWRU password');
    const link = /http:\/\/localhost:3000\/oidc\/reset-password\/[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    const jar = new CookieJar({ remoteAddress: '203.0.113.80' });
    const page = await send(t.app, jar, 'GET', link);
    const done = await send(t.app, jar, 'POST', formAction(page.body), {
      password: 'Brand-new-pass-8',
      confirm: 'Brand-new-pass-8',
    });
    expect(done.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'Brand-new-pass-8', from('203.0.113.80'))).sessionCookie).not.toBeNull();
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('counts by the address the proxy saw, whatever a client adds to X-Forwarded-For', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '1' }, clock: () => now });
    try {
      const through = (chain: string) => ({
        jar: new CookieJar({ remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': chain } }),
      });
      await createAccount(proxied.app, 'scrum-half@example.test', PASSWORD);
      for (let i = 0; i < 5; i += 1) {
        const res = await signIn(
          proxied.app,
          'scrum-half@example.test',
          'Wrong-guess-00',
          through(`198.18.0.${i}, 203.0.113.90`),
        );
        expect(res.res.statusCode).toBe(401);
      }
      expect(
        refusedFor(
          (await signIn(proxied.app, 'scrum-half@example.test', PASSWORD, through('198.18.0.99, 203.0.113.90'))).res,
        ),
      ).toBe(900);
      const owner = await signIn(proxied.app, 'scrum-half@example.test', PASSWORD, through('198.51.100.90'));
      expect(owner.sessionCookie).not.toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

describe('sign-up', () => {
  const signUp = (email: string, address: string) =>
    createAccount(t.app, email, PASSWORD, PASSWORD, new CookieJar({ remoteAddress: address }));

  it('is limited per address in attempts that hit an e-mail already in use', async () => {
    const email = await newAccount('lineout');
    for (let i = 0; i < 10; i += 1) {
      const probe = await signUp(email.toUpperCase(), '203.0.113.100');
      expect(probe.res.statusCode).toBe(400);
      expect(probe.res.body).toContain('An account with this email address already exists.');
    }
    const refused = await signUp('genuinely-new@example.test', '203.0.113.100');
    expect(refusedFor(refused.res)).toBe(60 * 60);
    expect(refused.res.body).toContain(
      'Too many attempts to create an account from your network. Please try again in 60 minutes.',
    );
    expect(refused.res.body).not.toContain('already exists');
    expect(refused.sessionCookie).toBeNull();
    expect((await signUp('genuinely-new@example.test', '198.51.100.100')).sessionCookie).not.toBeNull();
  });

  it('is limited per address in accounts created: 20 an hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await signUp(`family-${i}@example.test`, '203.0.113.120')).sessionCookie).not.toBeNull();
    }
    const refused = await signUp('family-20@example.test', '203.0.113.120');
    expect(refusedFor(refused.res)).toBe(60 * 60);
    later(60 * 60);
    expect((await signUp('family-20@example.test', '203.0.113.120')).sessionCookie).not.toBeNull();
  });
});
