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
