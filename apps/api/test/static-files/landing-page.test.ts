// GET / is the landing page drawn at build time (decision 035, fifth round), in the language the web's
// detector will find: ?lng=, then the i18next cookie, then Accept-Language; other paths get index.html.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingLanguageOf } from '../../src/plugins/web';
import { buildTestApp, type TestApp } from '../helpers/app';

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>MyWRU</title></head><body><div id="root">${body}</div>${'<!-- page -->'.repeat(40)}</body></html>`;
const INDEX_HTML = page('en', '');
const LANDING = { en: page('en', '<h1>MyWRU</h1><p>Welcome</p>'), cy: page('cy', '<h1>MyWRU</h1><p>Croeso</p>') };

async function writeBuild(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await fs.writeFile(file, text);
    await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
    await fs.writeFile(`${file}.gz`, zlib.gzipSync(text));
  }
}

function decoded(res: LightMyRequestResponse): string {
  if (res.headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (res.headers['content-encoding'] === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim());

describe('the language of the landing page', () => {
  it.each([
    [{}, 'en'],
    [{ lng: 'cy' }, 'cy'],
    [{ lng: 'cy-GB', cookie: 'en' }, 'cy'],
    [{ lng: 'en', cookie: 'cy', acceptLanguage: 'cy' }, 'en'],
    [{ lng: 'fr', cookie: 'cy' }, 'cy'],
    [{ cookie: 'cy', acceptLanguage: 'en-GB,en;q=0.9' }, 'cy'],
    [{ cookie: 'en', acceptLanguage: 'cy' }, 'en'],
    [{ acceptLanguage: 'cy-GB,cy;q=0.9,en;q=0.8' }, 'cy'],
    [{ acceptLanguage: 'en-GB,en;q=0.9,cy;q=0.8' }, 'en'],
    [{ acceptLanguage: 'en;q=0.5,cy;q=0.9' }, 'cy'],
    [{ acceptLanguage: 'fr-FR,fr;q=0.9,cy;q=0.5' }, 'cy'],
    [{ acceptLanguage: 'fr-FR,de;q=0.9' }, 'en'],
    [{ acceptLanguage: 'cy;q=0,en' }, 'en'],
    [{ lng: '<script>', cookie: 'xx', acceptLanguage: '*' }, 'en'],
  ] as const)('%o gives %s', (request, language) => {
    expect(landingLanguageOf(request)).toBe(language);
  });
});

describe('GET / with a prerendered landing page', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mywru-web-landing-'));
    await writeBuild(dist, { 'index.html': INDEX_HTML, 'landing.en.html': LANDING.en, 'landing.cy.html': LANDING.cy });
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the English page by default, compressed, not cached without asking, varying by what chose it', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(LANDING.en);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(varies(res)).toEqual(expect.arrayContaining(['cookie', 'accept-language', 'accept-encoding']));
  });

  it('sends the Welsh page by ?lng=, by the language cookie and to a browser preferring Welsh', async () => {
    for (const [url, headers] of [
      ['/?lng=cy', { 'accept-language': 'en' }],
      ['/', { cookie: 'i18next=cy', 'accept-language': 'en-GB' }],
      ['/', { 'accept-language': 'cy-GB,cy;q=0.9,en;q=0.8', 'accept-encoding': 'gzip' }],
      ['/?login=failed', { 'accept-language': 'cy' }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(decoded(res), `${url} ${JSON.stringify(headers)}`).toBe(LANDING.cy);
    }
  });

  it('sends English when ?lng= or the cookie says so, whatever the browser prefers', async () => {
    expect(decoded(await get('/?lng=en', { cookie: 'i18next=cy', 'accept-language': 'cy' }))).toBe(LANDING.en);
    expect(decoded(await get('/', { cookie: 'i18next=en', 'accept-language': 'cy' }))).toBe(LANDING.en);
  });

  it('sends the empty shell, never the landing page, to every other page path', async () => {
    for (const url of ['/dashboard', '/profile?lng=cy', '/index.html']) {
      const res = await get(url, { 'accept-language': 'cy', 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(decoded(res), url).toBe(INDEX_HTML);
    }
  });
});

describe('GET / with a build made before the prerendered landing page', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mywru-web-old-'));
    await writeBuild(dist, { 'index.html': INDEX_HTML });
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('sends index.html, in any language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?lng=cy', headers: { 'accept-language': 'cy' } });
    expect(res.statusCode).toBe(200);
    expect(decoded(res)).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
