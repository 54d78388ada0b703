/**
 * What every answer carries and what an anonymous or cross-site caller meets, whatever the route:
 * 401 before any validation, no caching of personal data, a Permissions-Policy, and a malformed
 * Referer treated as foreign rather than breaking the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';

let t: TestApp;
let personId: number;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  personId = (
    await t.app.db
      .insert(persons)
      .values({ firstName: 'Ceri', lastName: 'Morgan', email: 'ceri@example.test' })
      .returning()
  )[0]!.id;
  cookie = await sessionCookieFor(t.app, personId);
});
afterAll(async () => t.close());

/** The routes anyone may read: lookup lists and the deployment settings. */
const PUBLIC_API = ['/api/country', '/api/nationality', '/api/rugby-union', '/api/config'];
/** The e-mail change confirmation is public too: the link's token is its proof, and whoever follows it may be signed out. */
const PUBLIC_WRITES = ['/api/email-change/confirm'];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('an anonymous caller', () => {
  it('gets 401 from every route that needs a signed-in person, even with input the schema refuses', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !PUBLIC_API.includes(path) && !PUBLIC_WRITES.includes(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase() as Method,
          // Every path parameter is given a value no schema accepts.
          url: `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?page=-1&search=${'x'.repeat(5000)}`,
        })),
      );
    expect(calls.length).toBeGreaterThan(60);
    const answers = await Promise.all(
      calls.map(async ({ method, url }) => {
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const res = await t.app.inject({ method, url, ...(hasBody ? { payload: { unexpected: 1, email: 42 } } : {}) });
        return { call: `${method} ${url.split('?')[0]}`, status: res.statusCode, fields: res.json().errors };
      }),
    );
    expect(answers.filter((a) => a.status !== 401 || a.fields !== undefined)).toEqual([]);
  });

  it('learns no field names from a write with a bad body', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${personId}`,
      payload: { email: 42, dob: 'soon' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toMatch(/email|dob/);
  });

  it('still reads the public lookups and settings', async () => {
    for (const url of PUBLIC_API) expect((await t.app.inject(url)).statusCode).toBe(200);
  });
});

describe('caching', () => {
  it('forbids storing any answer with personal data, refusals included', async () => {
    const answers = [
      await t.app.inject({ url: `/api/person/${personId}`, headers: { cookie } }),
      await t.app.inject({ url: `/api/person/${personId}` }),
      await t.app.inject({ url: '/api/union/me', headers: { cookie } }),
      await t.app.inject({ url: '/api/nothing-here', headers: { cookie } }),
      await t.app.inject({ url: '/auth/session', headers: { cookie } }),
      await t.app.inject('/auth/logout'),
    ];
    expect(answers.map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [403, 'no-store'],
      [404, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
    ]);
  });

  it('keeps long caching for lookup lists and static assets', async () => {
    expect((await t.app.inject('/api/country')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject('/server-pages.css')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('Permissions-Policy', () => {
  it('turns off the browser features the portal does not use, on the API, the pages and the identity provider', async () => {
    const urls = [
      '/api/config',
      `/api/person/${personId}`,
      '/auth/logout',
      '/server-pages.css',
      '/healthz',
      '/oidc/.well-known/openid-configuration',
      '/oidc/jwks',
    ];
    for (const url of urls) {
      const policy = String((await t.app.inject(url)).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(policy, url).toContain(feature);
      }
    }
  });
});

describe('a malformed Referer', () => {
  it('counts as foreign on a write: 403, never a server error, and nothing changes', async () => {
    for (const referer of ['http://[not a url', '::::', 'http://exa mple.test/']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/person/${personId}`,
        headers: { cookie, referer },
        payload: { firstName: 'Changed' },
      });
      expect(res.statusCode, referer).toBe(403);
    }
    const [stored] = await t.app.db.select().from(persons);
    expect(stored?.firstName).toBe('Ceri');
  });

  it('does not matter when the Origin is the portal, and is ignored on a read', async () => {
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/person/${personId}`,
      headers: { cookie, origin: TEST_ORIGIN, referer: 'http://[not a url' },
      payload: { firstName: 'Cerys' },
    });
    expect(write.statusCode).toBe(200);
    const read = await t.app.inject({
      url: `/api/person/${personId}`,
      headers: { cookie, referer: 'http://[not a url' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().firstName).toBe('Cerys');
  });
});

describe('Referrer-Policy', () => {
  it('never sends a referrer to another site, while the portal keeps its origin on its own form posts', async () => {
    for (const url of ['/api/config', '/auth/logout', '/healthz']) {
      expect((await t.app.inject(url)).headers['referrer-policy'], url).toBe('same-origin');
    }
  });
});

describe('Security headers', () => {
  it('sends the same policy and protections on every answer: an API read, a public read, a health check', async () => {
    for (const [url, headers] of [
      ['/api/config', {}],
      [`/api/person/${personId}`, { cookie }],
      ['/healthz', {}],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.headers, url).toMatchObject({
        'content-security-policy':
          "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';" +
          "connect-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['permissions-policy'], url).toMatch(/^accelerometer=\(\), .*camera=\(\), .*geolocation=\(\)/);
      expect(res.headers, url).not.toHaveProperty('x-powered-by');
      expect(res.headers, url).not.toHaveProperty('strict-transport-security');
    }
  });
});
