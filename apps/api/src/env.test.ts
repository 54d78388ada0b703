import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('defaults to the embedded database, identity provider and outbox on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.oidc).toMatchObject({
      kind: 'embedded',
      issuer: 'http://localhost:3000/oidc',
      clientId: 'mywru-portal',
    });
    expect(config.hasOutbox).toBe(true);
    expect(config.loadDemoData).toBe(true);
  });

  it('follows PORT into the public address', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('uses an external issuer when its three variables are set', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://tenant.example/',
      OIDC_CLIENT_ID: 'abc',
      OIDC_CLIENT_SECRET: 's',
    });
    expect(config.oidc).toMatchObject({ kind: 'external', issuer: 'https://tenant.example/', clientId: 'abc' });
  });

  it('does not load demo data into a real server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).loadDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', DEMO_DATA: 'true' }).loadDemoData).toBe(true);
  });

  it('trusts no proxy by default; TRUST_PROXY takes a number of proxies (on = 1) or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['false', 'off', '0', '']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
    ]);
    for (const bad of ['everything', '10.0.0.0/33', '10.0.0.1,proxy.example', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be off, a number of proxies/);
    }
  });

  it('reads the address of each set of terms on the consent form, with example defaults, and refuses a bad one', () => {
    expect(loadConfig({}).policyUrls).toEqual({
      wruAndWorldRugbyPolicies: 'https://www.mywru.example/policies/wru-and-world-rugby-regulations',
      antiDopingPolicy: 'https://www.mywru.example/policies/anti-doping',
      riskOfInjuryPolicy: 'https://www.mywru.example/policies/risk-of-injury',
      paymentPolicy: 'https://www.mywru.example/policies/payment',
      deregistrationPolicy: 'https://www.mywru.example/policies/deregistration',
      privacyPolicy: 'https://www.mywru.example/policies/privacy',
    });
    expect(
      loadConfig({ POLICY_ANTI_DOPING_URL: 'https://union.example/anti-doping' }).policyUrls.antiDopingPolicy,
    ).toBe('https://union.example/anti-doping');
    expect(() => loadConfig({ POLICY_PAYMENT_URL: 'payment terms' })).toThrow(/POLICY_PAYMENT_URL/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', OIDC_ISSUER: 'https://x.example', PRODUCTION: 'true' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('OIDC_ISSUER');
    }
  });

  describe('with PRODUCTION on', () => {
    const production = { PRODUCTION: 'true', SESSION_SECRET: 'x'.repeat(40) };

    it.each(['http://portal.example', 'http://10.0.0.5:3000', 'http://localhost.evil.example'])(
      'refuses to start with the plain-http public address %s, listed with the other problems',
      (url) => {
        try {
          loadConfig({ ...production, PUBLIC_URL: url, PORT: 'eighty' });
          expect.unreachable();
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          const problems = (err as ConfigError).problems;
          expect(problems.some((p) => p.startsWith('PUBLIC_URL: must be an https:// address'))).toBe(true);
          expect(problems.some((p) => p.startsWith('PORT'))).toBe(true);
        }
      },
    );

    it.each(['https://portal.example', 'http://localhost:3000', 'http://127.0.0.1:3000'])(
      'starts with %s, secure cookies following https',
      (url) => {
        const config = loadConfig({ ...production, PUBLIC_URL: url });
        expect(config.publicUrl).toBe(url);
        expect(config.secureCookies).toBe(url.startsWith('https://'));
      },
    );
  });
});
