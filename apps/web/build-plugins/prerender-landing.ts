/// <reference types="node" />
/**
 * The landing page painted from HTML (decision 035, fifth round). After the client build has written
 * its output, this builds `src/app/landing-html.tsx` for Node (the same CSS-module names and asset
 * addresses as the client's build), renders the landing page once per language with that language's
 * texts from public/locales, and writes `landing.<lng>.html`: a copy of the built index.html with the
 * markup in `#root`, `<html lang>` set, Mantine's light colour scheme on `<html>` (as MantineProvider
 * sets it when it mounts) and the landing root's style sheets linked, so the page is drawn as it will
 * look before any script has run. Its scripts and the texts it is hydrated with are preloaded, so the
 * browser fetches them beside the entry instead of after it has run (decision 035, twelfth round),
 * all of them once the page is on screen (twenty-third round, `afterFirstPaint`).
 * index.html stays the empty shell every other path gets.
 * The server sends these for GET / (apps/api/src/plugins/web.ts). Runs before precompress, so the
 * new files get their .br and .gz siblings too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { afterClientBuild, buildForNode, linksFor, scriptsOf, styleSheetsOf } from './built-output';

/** The languages the landing page is prerendered in (packages/shared's SUPPORTED_LANGUAGES). */
export const PRERENDERED_LANGUAGES = ['en', 'cy'] as const;
/** The module whose chunk is the landing page's root (main.tsx loads it on `/`). */
const LANDING_ROOT = 'src/app/landing-root.tsx';
const RENDER_ENTRY = 'src/app/landing-html.tsx';

export const landingFileOf = (language: string) => `landing.${language}.html`;

/**
 * The texts main.tsx waits for before it hydrates the landing page: i18next's first namespaces and
 * 'landing', at the address its HTTP backend asks (lib/i18n.ts, `loadPath`).
 */
export const LANDING_TEXTS = ['common', 'errors', 'landing'] as const;

export interface LandingDocument {
  language: string;
  markup: string;
  year: number;
  styleSheets: string[];
  /** The landing root's scripts, preloaded as modules; the entry's own are already in index.html. */
  scripts: string[];
}

/** The built index.html with the landing page's markup, language and style sheets. */
export function landingDocument(
  indexHtml: string,
  { language, markup, year, styleSheets, scripts }: LandingDocument,
): string {
  const html = indexHtml.replace(
    /<html[^>]*>/,
    `<html lang="${language}" dir="ltr" data-mantine-color-scheme="light">`,
  );
  const links = linksFor(html, styleSheets, 'rel="stylesheet"');
  const modules = linksFor(html, scripts, 'rel="modulepreload"');
  // Fetched as i18next's backend fetches them (mode cors, same-origin credentials), so the browser uses these.
  const texts = LANDING_TEXTS.map(
    (namespace) => `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${namespace}.json">`,
  ).join('');
  const withLinks = html.replace('</head>', `${links}${modules}${texts}</head>`);
  const root = `<div id="root" data-prerendered-lang="${language}" data-prerendered-year="${year}">${markup}</div>`;
  if (!withLinks.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  return afterFirstPaint(withLinks.replace('<div id="root"></div>', () => root));
}

/** The tags of the scripts the page runs and of what they fetch: the entry, module preloads, the texts. */
const SCRIPT_TAGS =
  /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="fetch"[^>]*>/g;

/**
 * The page's scripts begun after its first paint (decision 035, twenty-third round): their tags move
 * from the head into `<template id="after-first-paint">` at the end of the body, and
 * `/after-first-paint.js` (public/, deferred) adds them to the head once the page is on screen. On a
 * slow connection the first paint then waits only for the HTML, the style sheets and the fonts, not
 * for a share of the connection with 100-odd kB of scripts the page drawn at build time does not need
 * to be seen (its buttons are forms until they run, tenth round).
 */
export function afterFirstPaint(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = head.match(SCRIPT_TAGS) ?? [];
  if (!scripts.some((tag) => tag.startsWith('<script type="module"')))
    throw new Error('index.html has no module entry');
  const start = '<script src="/after-first-paint.js" defer></script>';
  const held = `<template id="after-first-paint">${scripts.join('')}</template>`;
  return (
    head.replace(SCRIPT_TAGS, '').replace(/\n\s*\n/g, '\n') +
    start +
    html.slice(head.length).replace('</body>', () => `${held}</body>`)
  );
}

type Render = (language: string, texts: Record<string, Record<string, unknown>>) => string;

export function prerenderLanding(): Plugin {
  // After the bundle and manifest are written, before precompress (and before the shell's preloads).
  return afterClientBuild('mywru-prerender-landing', async ({ config, outDir, manifest }) => {
    const started = Date.now();
    // Inside the web package, so the built module finds react and the rest in node_modules.
    const serverDir = path.join(config.root, 'node_modules', '.mywru-landing-html');
    const module = await buildForNode(config, {
      entry: RENDER_ENTRY,
      outDir: serverDir,
      fileName: 'landing-html.mjs',
      selfContained: false,
    });
    try {
      const { renderLandingHtml } = (await import(`${pathToFileURL(module).href}?t=${started}`)) as {
        renderLandingHtml: Render;
      };
      const styleSheets = styleSheetsOf(manifest, LANDING_ROOT);
      const scripts = scriptsOf(manifest, LANDING_ROOT);
      const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      const year = new Date().getFullYear();
      for (const language of PRERENDERED_LANGUAGES) {
        const texts: Record<string, Record<string, unknown>> = {};
        for (const namespace of LANDING_TEXTS) {
          const file = path.join(config.root, 'public/locales', language, `${namespace}.json`);
          texts[namespace] = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
        }
        const markup = renderLandingHtml(language, texts);
        await fs.writeFile(
          path.join(outDir, landingFileOf(language)),
          landingDocument(indexHtml, { language, markup, year, styleSheets, scripts }),
        );
      }
    } finally {
      await fs.rm(serverDir, { recursive: true, force: true });
    }
    config.logger.info(
      `prerendered the landing page (${PRERENDERED_LANGUAGES.join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
