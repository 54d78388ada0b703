// The built web app is sent compressed as the web build made it (decision 029): brotli or gzip by the
// request's Accept-Encoding, the file as it is otherwise, with the cache rule of each kind of file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>MyWRU</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- page -->'.repeat(40)}</body></html>`;
const APP_JS = `export function greet(name) { return 'Croeso, ' + name; }\n`.repeat(200);
const LOCALE_JSON = JSON.stringify({
  greeting: 'Welcome to the member portal',
  farewell: 'See you at the touchline',
}).repeat(30);

let dist: string;
let t: TestApp;

/** A tiny web build as the web build leaves it: each text file with its brotli and gzip siblings. */
async function writeFakeBuild(dir: string): Promise<void> {
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/app-abc123.js': APP_JS,
    'locales/en/common.json': LOCALE_JSON,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
    await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
    await fs.writeFile(`${file}.gz`, zlib.gzipSync(text));
  }
  // A font is compressed already: no siblings.
  await fs.writeFile(path.join(dir, 'assets/font-def456.woff2'), Buffer.from('wOF2 not really a font'));
}

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mywru-web-dist-'));
  await writeFakeBuild(dist);
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The body as the client reads it after undoing the content encoding. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(raw).toString('utf8');
    case undefined:
      return raw.toString('utf8');
    default:
      throw new Error(`unexpected content-encoding ${String(res.headers['content-encoding'])}`);
  }
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim());

describe('static files of the web build', () => {
  it('sends a hashed script as brotli to a client that accepts it, and the bytes are the script', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS) / 5);
    expect(decoded(res)).toBe(APP_JS);
    expect(varies(res)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(APP_JS);
    expect(varies(res)).toContain('accept-encoding');
  });

  it('sends the file as it is to a client that accepts no encoding, still saying it varies', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/app-abc123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(APP_JS);
      expect(varies(res)).toContain('accept-encoding');
    }
  });

  it('sends index.html compressed, never cached without asking again', async () => {
    const res = await get('/index.html', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(res)).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(varies(res)).toContain('accept-encoding');
  });

  it('sends the page of any app path (the SPA fallback) compressed, with no-cache', async () => {
    for (const [url, encoding] of [
      ['/', 'br'],
      ['/registrations/track', 'gzip'],
      ['/union/people?search=jon', 'br, gzip'],
    ] as const) {
      const res = await get(url, encoding);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding.split(',')[0]);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(decoded(res), url).toBe(INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(varies(res), url).toContain('accept-encoding');
    }
    // HEAD of a page path (a monitor's check) answers as GET would, without the body.
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/registrations/track',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
    const plain = await get('/registrations/track');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('sends the translation files compressed, asked for again before each use', async () => {
    const res = await get('/locales/en/common.json', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(decoded(res)).toBe(LOCALE_JSON);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a file with no compressed sibling as it is, to any client', async () => {
    const res = await get('/assets/font-def456.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('wOF2 not really a font');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the security headers on compressed files', async () => {
    const res = await get('/', 'br');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still answers an unknown API path with problem details, not the page', async () => {
    const res = await get('/api/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
