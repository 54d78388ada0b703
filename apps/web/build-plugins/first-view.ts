/// <reference types="node" />
/**
 * What the API needs to draw a signed-in page on the server (decision 039), made after the client
 * build has written its output:
 *
 * - `server/first-view.mjs`: `src/app/first-view-html.tsx` built for Node with everything it imports
 *   (React, Mantine, the app's modules: the same CSS-module names and asset addresses as the client's
 *   build), so the API can load it from any folder the build is served from. The API never serves
 *   `server/` (apps/api/src/plugins/web.ts), and precompress skips it.
 * - `<page>.<lng>.html` per page and language (`dashboard.en.html`): index.html with the page's style
 *   sheets linked, so the page the server draws is painted as it will look before any script has run,
 *   and its scripts and texts preloaded, all begun after that first paint (`afterFirstPaint`, as the
 *   landing page's). The API puts the page's markup and its view into `#root`.
 *
 * Runs after the frame's preloads are added to index.html (preloadSignedInFrame), before precompress.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { afterClientBuild, buildForNode, linksFor, scriptsOf, styleSheetsOf } from './built-output';
import { afterFirstPaint, PRERENDERED_LANGUAGES } from './prerender-landing';
import { APP_FRAME_MODULES } from './preload-signed-in-frame';

/** The folder of the build the server module is written to, never served. */
export const SERVER_DIR = 'server';
export const FIRST_VIEW_MODULE = `${SERVER_DIR}/first-view.mjs`;
const RENDER_ENTRY = 'src/app/first-view-html.tsx';

/**
 * The pages the server draws (first-view-html.tsx's FIRST_VIEW_PAGES), each with the modules its route
 * loads beside the frame's (app/router.tsx), and the namespaces of texts it is drawn with.
 */
export const FIRST_VIEW_PAGE_MODULES: Record<string, string[]> = {
  '/dashboard': ['src/features/dashboard/dashboard-page.tsx', 'src/features/people/onboarding-lazy.tsx'],
};
export const FIRST_VIEW_TEXTS = ['common', 'errors', 'dashboard'] as const;

/** The HTML a page the server draws is sent in: `/dashboard` in Welsh is `dashboard.cy.html`. */
export const firstViewFileOf = (pathname: string, language: string) => `${pathname.slice(1)}.${language}.html`;

/**
 * index.html for a page the server draws: its language on `<html>` with Mantine's light colour scheme
 * (as MantineProvider sets it when it mounts), the frame's and the page's style sheets linked (the
 * frame's were only preloaded), the page's scripts and its texts preloaded, all the scripts begun after
 * the first paint.
 */
export function firstViewDocument(indexHtml: string, manifest: Manifest, modules: string[], language: string): string {
  for (const key of [...APP_FRAME_MODULES, ...modules]) {
    if (!manifest[key]) throw new Error(`The manifest has no ${key}: is the module renamed?`);
  }
  const seenSheets = new Set<string>();
  const sheets = [
    ...new Set([...APP_FRAME_MODULES, ...modules].flatMap((key) => styleSheetsOf(manifest, key, seenSheets))),
  ];
  const seenScripts = new Set<string>();
  const scripts = [...new Set(modules.flatMap((key) => scriptsOf(manifest, key, seenScripts)))];
  let html = indexHtml.replace(/<html[^>]*>/, `<html lang="${language}" dir="ltr" data-mantine-color-scheme="light">`);
  // The frame's sheets, preloaded by index.html, are linked: the page is drawn with them.
  for (const sheet of sheets) {
    html = html.replace(
      `<link rel="preload" as="style" crossorigin href="/${sheet}">`,
      `<link rel="stylesheet" crossorigin href="/${sheet}">`,
    );
  }
  const links = linksFor(html, sheets, 'rel="stylesheet"') + linksFor(html, scripts, 'rel="modulepreload"');
  // Fetched as i18next's backend fetches them (mode cors, same-origin credentials), so the browser uses these.
  const texts = FIRST_VIEW_TEXTS.map(
    (namespace) => `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${namespace}.json">`,
  ).join('');
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  // Keeps the taps on the page's buttons made before the app has it, for the app to do again (lib/early-taps.ts).
  const earlyTaps = '<script src="/early-taps.js" defer></script>';
  return afterFirstPaint(html.replace('</head>', `${links}${texts}${earlyTaps}</head>`));
}

export function firstView(): Plugin {
  // After the frame's preloads are in index.html, before precompress.
  return afterClientBuild('mywru-first-view', async ({ config, outDir, manifest }) => {
    const started = Date.now();
    // The whole module in one file: the build may be served from a folder with no node_modules near it.
    await buildForNode(config, {
      entry: RENDER_ENTRY,
      outDir: path.join(outDir, SERVER_DIR),
      fileName: path.basename(FIRST_VIEW_MODULE),
      selfContained: true,
    });
    const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
    for (const [pathname, modules] of Object.entries(FIRST_VIEW_PAGE_MODULES)) {
      for (const language of PRERENDERED_LANGUAGES) {
        await fs.writeFile(
          path.join(outDir, firstViewFileOf(pathname, language)),
          firstViewDocument(indexHtml, manifest, modules, language),
        );
      }
    }
    config.logger.info(
      `built the server's first view of ${Object.keys(FIRST_VIEW_PAGE_MODULES).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
