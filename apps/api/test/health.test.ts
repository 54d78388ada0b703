import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('health and reference', () => {
  it('answers /healthz', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database is reachable', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ready');
  });

  it('serves the OpenAPI reference with the person endpoint', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/person/{id}');
    // Introduced in English and in Welsh, and says where the Welsh names are.
    expect(res.json().info.description).toContain('in the fields ending in `Cy`, in Welsh');
    expect(res.json().info.description).toContain('API JSON porth yr aelodau');
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
  });

  it('answers an unknown API path with problem details', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('serves the sign-in pages their stylesheet and self-hosted font, and nothing else from the font folder', async () => {
    const css = await t.app.inject('/server-pages.css');
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('/server-fonts/open-sans-latin-400-normal.woff2');
    const font = await t.app.inject('/server-fonts/open-sans-latin-400-normal.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect((await t.app.inject('/server-fonts/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });

  it('answers /api/config with the deployment settings', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ oidcClientId: 'mywru-portal', hasOutbox: true });
    expect(res.json().policyUrls).toMatchObject({ antiDopingPolicy: 'https://www.mywru.example/policies/anti-doping' });
    expect(Object.keys(res.json().policyUrls)).toHaveLength(6);
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 rather than crashing', async () => {
    const local = await buildTestApp();
    try {
      await local.testDb.database.close();
      const res = await local.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
    } finally {
      // Closes the app and drops its database (on PostgreSQL, one of its own), closing the database a second time.
      await local.close();
    }
  });
});

describe('the general rate limit', () => {
  it('answers 429 problem details past the limit, counting each signed-in client on its own', async () => {
    const local = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await local.app.inject('/api/config')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await local.app.inject('/api/config');
      expect(limited.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      const otherClient = await local.app.inject({ url: '/api/config', headers: { cookie: 'mywru_session=another' } });
      expect(otherClient.statusCode).toBe(200);
      expect((await local.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
