/**
 * Serves the built web app: static files (hashed assets cached for a year), the translation files,
 * and the SPA fallback to index.html for any other GET that asks for a page. API-like paths get
 * problem details instead. The build writes brotli and gzip siblings of every text file; the one
 * the client accepts is sent as it is, with `Vary: Accept-Encoding` (decision 029).
 * GET / is the landing page drawn at build time (`landing.<lng>.html`, decision 035) in the visitor's
 * language, when the build has it. A signed-in GET of a page the server draws (the dashboard) is that
 * page drawn for the person (decision 039, plugins/first-view.ts); every other page path gets the
 * empty shell, index.html. The server's own module (`server/`) is never served.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, spokenLanguageOf, type Language } from '@mywru/shared';
import { LANGUAGE_COOKIE } from '../identity/pages';
import { sendProblem } from './errors';
import { ACCEPT_CH, firstViewsOf } from './first-view';

const NOT_PAGES = /^\/(api|auth|oidc|healthz|readyz)(\/|$|\?)/;
const serverPagesCss = fs.readFileSync(path.join(import.meta.dirname, '../lib/server-pages.css'), 'utf8');
const require = createRequire(import.meta.url);
const fontFiles = path.join(path.dirname(require.resolve('@fontsource/open-sans/package.json')), 'files');
/** Open Sans for the server-rendered pages, self-hosted like the web app's. */
const SERVER_FONTS = new Set(['open-sans-latin-400-normal.woff2', 'open-sans-latin-600-normal.woff2']);

/** The languages of an Accept-Language header, most preferred first (equal weights keep their order). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language of the landing page to send, as the web's language detector will find it: `?lng=`,
 * then the `i18next` cookie the web writes, then the browser's languages; the first of these that
 * the portal supports (`cy-GB` is Welsh), else English.
 */
export function landingLanguageOf(request: {
  lng?: string | null;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  const candidates = [request.lng, request.cookie, ...acceptedLanguages(request.acceptLanguage)];
  for (const candidate of candidates) {
    const language = spokenLanguageOf(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export default fp(
  async function web(app: FastifyInstance) {
    const root = app.config.webDistDir;
    const hasBuild = fs.existsSync(path.join(root, 'index.html'));
    if (!hasBuild) app.log.warn({ root }, 'the web app is not built; only the API is served');
    // The landing page drawn at build time, per language; a build without them sends index.html at `/`.
    const landingFiles = new Map(
      SUPPORTED_LANGUAGES.filter(
        (language) => hasBuild && fs.existsSync(path.join(root, `landing.${language}.html`)),
      ).map((language) => [language, `landing.${language}.html`] as const),
    );
    const firstViews = hasBuild ? await firstViewsOf(app, root) : null;

    app.get('/server-pages.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(serverPagesCss),
    );

    app.get<{ Params: { file: string } }>('/server-fonts/:file', { schema: { hide: true } }, async (request, reply) => {
      if (!SERVER_FONTS.has(request.params.file))
        return sendProblem(request, reply, { reason: 'request.not_found', detail: 'No such font' });
      const font = await fs.promises.readFile(path.join(fontFiles, request.params.file));
      return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(font);
    });

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // index.html.br, assets/app-abc123.js.gz, locales/en/common.json.br, ... made by the web build.
        preCompressed: true,
        // The module the server draws signed-in pages with (decision 039) is the server's, not a page's.
        allowedPath: (pathName) => !pathName.startsWith('/server/'),
        setHeaders: (reply, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            reply.header('cache-control', 'no-cache');
          }
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NOT_PAGES.test(request.url) &&
        !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
      if (hasBuild && wantsPage) {
        const [pathname, search = ''] = request.url.split('?');
        const detected = () =>
          landingLanguageOf({
            lng: new URLSearchParams(search).get('lng'),
            cookie: request.cookies?.[LANGUAGE_COOKIE],
            acceptLanguage: request.headers['accept-language'],
          });
        // Every page asks for the viewport's width, so that a signed-in page the server draws is drawn for it (decision 039).
        reply.header('accept-ch', ACCEPT_CH);
        // In the language on the person's record, which the app switches to as it starts, else the detected one.
        if (
          pathname &&
          (await firstViews?.send(request, reply, pathname, (session) => session.user?.language ?? detected()))
        )
          return reply;
        if (pathname === '/' && landingFiles.size > 0) {
          const language = detected();
          const landing = landingFiles.get(language);
          // The page differs by these as well as by Accept-Encoding (added by the static files' sender).
          if (landing)
            return reply
              .header('cache-control', 'no-cache')
              .header('vary', 'Cookie, Accept-Language')
              .sendFile(landing);
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendProblem(request, reply, {
        reason: 'request.not_found',
        detail: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    });
  },
  { name: 'web', dependencies: ['config'] },
);
