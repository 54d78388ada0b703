// The files that install the portal as an app (decision 031): the service worker, its registration
// script and the web app manifest are sent compressed, with no long cache (a new build is found at
// once), under a content security policy that lets the worker and the manifest load from this origin.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

const SW_JS = `self.addEventListener('fetch', () => {});\n`.repeat(50);
const REGISTER_JS = `if('serviceWorker' in navigator){window.addEventListener('load',()=>{navigator.serviceWorker.register('/sw.js',{scope:'/'})})}`;
const MANIFEST = JSON.stringify({ name: 'MyWRU', short_name: 'MyWRU', start_url: '/dashboard', display: 'standalone' });

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mywru-web-install-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>',
    'sw.js': SW_JS,
    'registerSW.js': REGISTER_JS,
    'manifest.webmanifest': MANIFEST,
  };
  for (const [name, text] of Object.entries(files)) {
    await fs.writeFile(path.join(dist, name), text);
    await fs.writeFile(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
  }
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

describe('the files that install the portal as an app', () => {
  it('sends the service worker as a script, compressed, asking again every time', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SW_JS);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the registration script and the manifest with no long cache', async () => {
    const register = await get('/registerSW.js');
    expect(register.statusCode).toBe(200);
    expect(register.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(zlib.brotliDecompressSync(manifest.rawPayload).toString('utf8'))).toMatchObject({ short_name: 'MyWRU' });
  });

  it("lets the page register its worker and read its manifest from this origin, and no inline script", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
    // No worker-src or manifest-src: they fall back to script-src and default-src, both 'self' only.
    expect(directive('worker-src')).toBeUndefined();
    expect(directive('manifest-src')).toBeUndefined();
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
  });
});
