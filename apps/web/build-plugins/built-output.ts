/// <reference types="node" />
/**
 * What the plugins that rewrite or add pages after the client build share: reading the written build's
 * manifest, the files a chunk loads with it, and a plugin that runs once the bundle and the manifest
 * are written and before precompress makes the .br and .gz siblings (`closeBundle`, order `pre`, one
 * after the other in the order the plugins are listed in vite.config.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';

/** The style sheets of a chunk and of everything it imports statically, in order, once each. */
export function styleSheetsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const imported = (chunk.imports ?? []).flatMap((child) => styleSheetsOf(manifest, child, seen));
  return [...new Set([...imported, ...(chunk.css ?? [])])];
}

/** The JavaScript files of a chunk and of everything it imports statically, once each. */
export function scriptsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const imported = (chunk.imports ?? []).flatMap((child) => scriptsOf(manifest, child, seen));
  return [...new Set([chunk.file, ...imported])];
}

/**
 * `<link>`s for the built files a page does not name yet (by their address, `"/<file>"`, in a link or
 * a script), one per file, with `attributes` (a `rel` and what goes with it): so a page that already
 * loads a file gets no second link, and Vite's loader of a lazy module adds none of its own for a file
 * linked so.
 */
export function linksFor(html: string, files: readonly string[], attributes: string): string {
  return files
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link ${attributes} crossorigin href="/${file}">`)
    .join('');
}

export interface BuiltOutput {
  config: ResolvedConfig;
  /** The folder the client build was written to. */
  outDir: string;
  /** Its `.vite/manifest.json`. */
  manifest: Manifest;
}

/** A plugin whose work reads the written client build (not run for a server-side build). */
export function afterClientBuild(name: string, work: (output: BuiltOutput) => Promise<void>): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        await work({ config, outDir, manifest });
      },
    },
  };
}

/**
 * Builds `entry` (a module of the web app) for Node as `<outDir>/<fileName>`, with what decides how the
 * client build draws: React, the same CSS-module names and the same asset addresses. `selfContained`
 * puts everything it imports into the one file (React's production build included), so it runs from a
 * folder with no node_modules near it; otherwise it imports them, and `outDir` must be inside the web
 * package. For the pages drawn outside the browser (decisions 035 and 039).
 */
export async function buildForNode(
  config: ResolvedConfig,
  {
    entry,
    outDir,
    fileName,
    selfContained,
  }: { entry: string; outDir: string; fileName: string; selfContained: boolean },
): Promise<string> {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
    ...(selfContained
      ? {
          // React's production build, whatever NODE_ENV the server runs with, as the browser runs it.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true, target: 'node' as const },
        }
      : {}),
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      assetsInlineLimit: 0,
      copyPublicDir: false,
      ...(selfContained ? { minify: false } : {}),
      // Self-contained, one file: a lazy route's module is imported from the same file.
      rolldownOptions: { output: { entryFileNames: fileName, ...(selfContained ? { codeSplitting: false } : {}) } },
    },
  });
  return path.join(outDir, fileName);
}
