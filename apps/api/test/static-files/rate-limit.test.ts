// The rate limit counts the API and sign-in per client, but not the web build's files: an
// installed app's first visit fetches some 170 of them (decision 031), and a club's phones share
// one address.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mywru-web-rate-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
  await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  await fs.writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });

describe('the rate limit', () => {
  it("does not count the web build's files, and still counts the API from the same address", async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
      expect((await get('/sw.js')).statusCode).toBe(200);
    }
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await get('/api/config')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
