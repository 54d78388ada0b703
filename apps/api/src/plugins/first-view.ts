/**
 * A signed-in page drawn on the server (decision 039). The web build writes `server/first-view.mjs`
 * (the app's own tree, built for Node: apps/web/src/app/first-view-html.tsx) and each such page's HTML
 * per language (`dashboard.en.html`). For a signed-in GET of a page, the web plugin asks `send`; for
 * one of those pages, the page's reads are made through this API as the requester (their cookie, their address:
 * the same checks, audit and rate limit as when their browser asks), the module draws the page from
 * the answers, and the HTML goes out with the markup and what the browser takes the page over from.
 * Anything that fails (nobody signed in, a read refused, the module missing) sends the shell instead,
 * and the browser draws the page itself, as it does every other.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORTED_LANGUAGES, type AuthSession, type Language } from '@mywru/shared';
import { PHONE_LAYOUT_BELOW_PX } from '@mywru/shared/layout/breakpoints';
import { SESSION_COOKIE } from '../lib/session-store';

/** What `server/first-view.mjs` exports (apps/web/src/app/first-view-html.tsx). */
interface FirstViewModule {
  FIRST_VIEW_PAGES: string[];
  FIRST_VIEW_NAMESPACES: readonly string[];
  renderFirstView(request: {
    pathname: string;
    language: Language;
    session: AuthSession;
    isMobile: boolean;
    texts: Record<string, Record<string, unknown>>;
    read: (url: string) => Promise<unknown>;
  }): Promise<{ markup: string; view: unknown } | null>;
  firstViewJson(view: unknown): string;
}

export const FIRST_VIEW_MODULE = 'server/first-view.mjs';

/** The HTML of a drawn page in a language (build-plugins/first-view.ts, `firstViewFileOf`). */
const documentOf = (pathname: string, language: string) => `${pathname.slice(1)}.${language}.html`;

/**
 * The client hints every page asks for (`Accept-CH`, set by the web plugin), and the one a drawn page needs to be drawn right
 * when the browser does not say it is a phone: a Chromium browser that did not send it asks again at
 * once with it (`Critical-CH`); it sends it to the site from then on.
 */
export const ACCEPT_CH = 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';
export const CRITICAL_CH = 'Sec-CH-Viewport-Width';

/**
 * Whether the page is for a phone's layout: the width of the browser's viewport when it says it
 * (`Sec-CH-Viewport-Width`, Chromium-based browsers once asked), else its own hint
 * (`Sec-CH-UA-Mobile`), else "Mobi" in the user agent, as browsers on phones say. A wrong guess
 * costs a second drawing in the browser, not a wrong page.
 */
export function isMobileRequest(headers: FastifyRequest['headers']): boolean {
  const width = Number(headers['sec-ch-viewport-width']);
  if (headers['sec-ch-viewport-width'] && Number.isFinite(width) && width > 0) return width < PHONE_LAYOUT_BELOW_PX;
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi/i.test(headers['user-agent'] ?? '');
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page compressed as the client accepts it (a fast setting: it is made for each request). */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(html, { level: 6 }));
  return reply.send(html);
}

export interface FirstViews {
  /**
   * Sends the page drawn for the signed-in requester; false (nothing sent) when it is not a page the
   * server draws (the module's `FIRST_VIEW_PAGES`) or it cannot be drawn.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    language: (session: AuthSession) => Language,
  ): Promise<boolean>;
}

/**
 * The pages the build at `root` lets the server draw, or null when it has none. The module is loaded
 * when the server starts listening (not in the tests that build an app without serving it), or with
 * the first page asked for.
 */
export async function firstViewsOf(app: FastifyInstance, root: string): Promise<FirstViews | null> {
  const file = path.join(root, FIRST_VIEW_MODULE);
  try {
    await fs.access(file);
  } catch {
    return null;
  }
  let loading:
    | Promise<{
        module: FirstViewModule;
        documents: Map<string, string>;
        texts: Map<Language, Record<string, Record<string, unknown>>>;
      } | null>
    | undefined;
  const load = () =>
    (loading ??= (async () => {
      const module = (await import(pathToFileURL(file).href)) as FirstViewModule;
      const documents = new Map<string, string>();
      const texts = new Map<Language, Record<string, Record<string, unknown>>>();
      for (const language of SUPPORTED_LANGUAGES) {
        for (const pathname of module.FIRST_VIEW_PAGES) {
          documents.set(
            documentOf(pathname, language),
            await fs.readFile(path.join(root, documentOf(pathname, language)), 'utf8'),
          );
        }
        const namespaces: Record<string, Record<string, unknown>> = {};
        for (const namespace of module.FIRST_VIEW_NAMESPACES) {
          namespaces[namespace] = JSON.parse(
            await fs.readFile(path.join(root, 'locales', language, `${namespace}.json`), 'utf8'),
          ) as Record<string, unknown>;
        }
        texts.set(language, namespaces);
      }
      return { module, documents, texts };
    })().catch((error: unknown) => {
      app.log.warn({ err: error, file }, 'the server cannot draw signed-in pages: the browser will');
      return null;
    }));
  app.addHook('onListen', async () => {
    void load();
  });

  return {
    async send(request, reply, pathname, languageOf) {
      if (request.method !== 'GET' || !request.cookies?.[SESSION_COOKIE]) return false;
      const loaded = await load();
      if (!loaded?.module.FIRST_VIEW_PAGES.includes(pathname)) return false;
      // Each read as the requester's browser would ask it: their cookie and languages, from their address.
      const read = async (url: string) => {
        const response = await app.inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: {
            accept: 'application/json',
            cookie: request.headers.cookie ?? '',
            ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
            ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
          },
        });
        if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
        return response.json<unknown>();
      };
      try {
        const session = (await read('/auth/session')) as AuthSession;
        if (!session.isAuthenticated) return false;
        const language = languageOf(session);
        const texts = loaded.texts.get(language);
        const document = loaded.documents.get(documentOf(pathname, language));
        if (!texts || !document) return false;
        const isMobile = isMobileRequest(request.headers);
        const drawn = await loaded.module.renderFirstView({
          pathname,
          language,
          session,
          isMobile,
          texts,
          read,
        });
        if (!drawn) return false;
        const root = `<div id="root">${drawn.markup}</div><script type="application/json" id="first-view">${loaded.module.firstViewJson(drawn.view)}</script>`;
        const html = document.replace('<div id="root"></div>', () => root);
        // The person's own page: never kept by a cache, and it differs by who asks and how.
        reply
          .header('cache-control', 'private, no-store')
          .header(
            'vary',
            'Cookie, Accept-Language, Accept-Encoding, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile, User-Agent',
          );
        // A browser that says it is a phone is drawn a phone's page; one that does not may still have a
        // narrow window, and a Chromium browser asks again at once with its width (once per site).
        if (!request.headers['sec-ch-viewport-width'] && !isMobile) reply.header('critical-ch', CRITICAL_CH);
        await sendCompressed(request, reply, html);
        return true;
      } catch (error) {
        request.log.warn({ err: error, pathname }, 'the page could not be drawn on the server: the browser draws it');
        return false;
      }
    },
  };
}
