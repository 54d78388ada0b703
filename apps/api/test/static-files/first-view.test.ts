// A signed-in GET of a page the server draws (decision 039): the web build's module draws it from reads
// made through this API as the requester; anything that fails sends the shell. The module here is a
// small one of the same shape as the build's (apps/web/src/app/first-view-html.tsx, whose drawing the
// web's tests and the journeys check): it reads the addresses its texts list, as the requester, and
// draws what they answered.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMobileRequest } from '../../src/plugins/first-view';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import { personIdByEmail } from '../registrations/fixtures';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>MyWRU</title></head><body><div id="root"></div></body></html>';
const pageIn = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>MyWRU</title></head><body><div id="root"></div><template id="after-first-paint"></template></body></html>`;

const MODULE = `
export const FIRST_VIEW_PAGES = ['/dashboard'];
export const FIRST_VIEW_NAMESPACES = ['common'];
export async function renderFirstView({ pathname, language, session, isMobile, texts, read }) {
  if (!FIRST_VIEW_PAGES.includes(pathname) || !session.isAuthenticated) return null;
  const answers = [];
  for (const url of texts.common.reads) answers.push(await read(url.replace(':id', String(session.user.memberId))));
  const [person] = answers;
  return {
    markup: '<h1>' + texts.common.hello + ', ' + person.firstName + '</h1><p>' + (isMobile ? 'phone' : 'desktop') + '</p>',
    view: { language, memberId: session.user.memberId, reads: answers.length },
  };
}
export const firstViewJson = (view) => JSON.stringify(view).replace(/</g, '\\\\u003c');
`;

/** A build with the module, the page's HTML in both languages, and texts whose `reads` the module reads. */
async function writeBuild(reads: string[]): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mywru-web-first-view-'));
  await fs.mkdir(path.join(dist, 'server'));
  await fs.writeFile(path.join(dist, 'server/first-view.mjs'), MODULE);
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  for (const [language, hello] of [
    ['en', 'Hello'],
    ['cy', 'Helo'],
  ] as const) {
    await fs.writeFile(path.join(dist, `dashboard.${language}.html`), pageIn(language));
    await fs.mkdir(path.join(dist, 'locales', language), { recursive: true });
    await fs.writeFile(path.join(dist, 'locales', language, 'common.json'), JSON.stringify({ hello, reads }));
  }
  return dist;
}

function decoded(res: LightMyRequestResponse): string {
  if (res.headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (res.headers['content-encoding'] === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

/** The view sent with the page, or null. */
const viewOf = (html: string) => {
  const json = /<script type="application\/json" id="first-view">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : null;
};

describe('a signed-in page drawn on the server', () => {
  let dist: string;
  let t: TestApp;
  let player: string;
  let playerId: number;
  let firstName: string;
  beforeAll(async () => {
    dist = await writeBuild(['/api/person/:id', '/api/person/:id/organisation/manage']);
    t = await buildTestApp({ demoData: true, env: { WEB_DIST_DIR: dist } });
    playerId = await personIdByEmail(t.app.db, 'player@demo.test');
    player = await sessionCookieFor(t.app, playerId);
    const person = await t.app.inject({ method: 'GET', url: `/api/person/${playerId}`, headers: { cookie: player } });
    firstName = person.json<{ firstName: string }>().firstName;
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("is the person's own page, drawn from their reads, compressed and never kept by a cache", async () => {
    const res = await get('/dashboard', { cookie: player, 'accept-encoding': 'br', 'accept-language': 'en-GB' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A Chromium browser that did not say its viewport's width asks again at once with it.
    expect(res.headers['accept-ch']).toContain('Sec-CH-Viewport-Width');
    expect(res.headers['critical-ch']).toBe('Sec-CH-Viewport-Width');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    const html = decoded(res);
    expect(html).toContain(`<html lang="en">`);
    expect(html).toContain(`<div id="root"><h1>Hello, ${firstName}</h1><p>desktop</p></div>`);
    expect(viewOf(html)).toEqual({ language: 'en', memberId: playerId, reads: 2 });
    // The page's scripts are still held until it is on screen.
    expect(html).toContain('<template id="after-first-paint">');
  });

  it('is drawn for each person from their own reads', async () => {
    const secretaryId = await personIdByEmail(t.app.db, 'secretary@demo.test');
    const secretary = await sessionCookieFor(t.app, secretaryId);
    const html = decoded(await get('/dashboard', { cookie: secretary }));
    expect(viewOf(html)).toMatchObject({ memberId: secretaryId });
    expect(html).not.toContain(`Hello, ${firstName}<`);
  });

  it("is in the person's language: the one on their record, else the one their browser asks for", async () => {
    const welsh = decoded(await get('/dashboard', { cookie: `${player}; i18next=cy`, 'accept-language': 'en' }));
    expect(welsh).toContain('<html lang="cy">');
    expect(welsh).toContain(`<h1>Helo, ${firstName}</h1>`);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${playerId}/language`,
      headers: { cookie: player, origin: 'http://localhost:3000' },
      payload: { language: 'en' },
    });
    expect(saved.statusCode).toBe(200);
    expect(decoded(await get('/dashboard', { cookie: `${player}; i18next=cy`, 'accept-language': 'cy' }))).toContain(
      `<h1>Hello, ${firstName}</h1>`,
    );
  });

  it("is laid out for the viewport's width the browser says, else for a phone when it says it is one", async () => {
    const narrow = await get('/dashboard', { cookie: player, 'sec-ch-viewport-width': '390' });
    expect(decoded(narrow)).toContain('<p>phone</p>');
    expect(narrow.headers['critical-ch']).toBeUndefined();
    // A browser that says it is a phone is not asked again for its width.
    expect(
      (await get('/dashboard', { cookie: player, 'sec-ch-ua-mobile': '?1' })).headers['critical-ch'],
    ).toBeUndefined();
    expect(decoded(await get('/dashboard', { cookie: player, 'sec-ch-ua-mobile': '?1' }))).toContain('<p>phone</p>');
    expect(
      decoded(
        await get('/dashboard', {
          cookie: player,
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
        }),
      ),
    ).toContain('<p>phone</p>');
  });

  it('sends the shell to nobody signed in, to an ended session and for any other page', async () => {
    for (const [url, headers] of [
      ['/dashboard', {}],
      ['/dashboard', { cookie: 'mywru_session=ended' }],
      ['/profile', { cookie: player }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(decoded(res), `${url} ${JSON.stringify(headers)}`).toBe(INDEX_HTML);
    }
  });

  it("never serves the server's module", async () => {
    expect((await get('/server/first-view.mjs')).statusCode).toBe(404);
  });
});

describe('a page whose read the requester is refused', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    // The union's counts: union staff only.
    dist = await writeBuild(['/api/person/:id', '/api/union/summary']);
    t = await buildTestApp({ demoData: true, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('is sent as the shell, for the browser to draw and show what it finds', async () => {
    const player = await sessionCookieFor(t.app, await personIdByEmail(t.app.db, 'player@demo.test'));
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: player } });
    expect(res.statusCode).toBe(200);
    expect(decoded(res)).toBe(INDEX_HTML);
    const admin = await sessionCookieFor(t.app, await personIdByEmail(t.app.db, 'admin@demo.test'));
    expect(
      viewOf(decoded(await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: admin } }))),
    ).toMatchObject({
      reads: 2,
    });
  });
});

describe('whether a request is from a phone', () => {
  it.each([
    [
      { 'sec-ch-viewport-width': '390', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
      true,
    ],
    [{ 'sec-ch-viewport-width': '1280', 'sec-ch-ua-mobile': '?1' }, false],
    [{ 'sec-ch-viewport-width': '767', 'sec-ch-ua-mobile': '?0' }, true],
    [{ 'sec-ch-viewport-width': '768', 'sec-ch-ua-mobile': '?1' }, false],
    [{ 'sec-ch-viewport-width': 'wide', 'sec-ch-ua-mobile': '?1' }, true],
    [{ 'sec-ch-ua-mobile': '?1' }, true],
    [{ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148' }, false],
    [{ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1' }, true],
    [{ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' }, false],
    [{}, false],
  ] as const)('%o: %s', (headers, expected) => {
    expect(isMobileRequest(headers)).toBe(expected);
  });
});
