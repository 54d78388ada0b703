/// <reference types="node" />
/**
 * index.html, the shell every path but `/` gets, preloads the app's root and the signed-in frame
 * (decision 035, fourteenth round). Without this a signed-in page asked for its code in waves: the
 * entry, then the app's root once main.tsx had run (`import('./app/app')`), then the frame once the
 * router had matched the path (`lazy` on RequireAuth and AppLayout), each a round trip on a phone's
 * network. The links let the browser fetch all three with the entry; Vite's loader adds no link for
 * a script already linked, and loads the style sheets itself (a `preload` of them only starts their
 * download, so their order in the page stays Vite's). The landing page's HTML is made from index.html
 * before this runs (prerender-landing, listed before this plugin), so `/` does not preload the frame.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { afterClientBuild, linksFor, scriptsOf, styleSheetsOf } from './built-output';

/** The app's root and the signed-in frame (bench/bundle-budget.ts: SIGNED_IN_FRAME). */
export const APP_FRAME_MODULES = ['src/app/app.tsx', 'src/app/require-auth.tsx', 'src/app/app-layout.tsx'];

/** index.html with preload links for the modules' scripts and style sheets it does not link yet. */
export function withFramePreloads(indexHtml: string, manifest: Manifest, modules = APP_FRAME_MODULES): string {
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`The manifest has no ${key}: is the module renamed?`);
  }
  const seenScripts = new Set<string>();
  const scripts = [...new Set(modules.flatMap((key) => scriptsOf(manifest, key, seenScripts)))];
  const seenSheets = new Set<string>();
  const sheets = [...new Set(modules.flatMap((key) => styleSheetsOf(manifest, key, seenSheets)))];
  const links =
    linksFor(indexHtml, scripts, 'rel="modulepreload"') + linksFor(indexHtml, sheets, 'rel="preload" as="style"');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace('</head>', `${links}</head>`);
}

export function preloadSignedInFrame(): Plugin {
  // After the landing page's HTML is made from index.html, before precompress.
  return afterClientBuild('mywru-preload-signed-in-frame', async ({ outDir, manifest }) => {
    const file = path.join(outDir, 'index.html');
    await fs.writeFile(file, withFramePreloads(await fs.readFile(file, 'utf8'), manifest));
  });
}
