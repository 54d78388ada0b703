/// <reference types="node" />
/**
 * Compresses the build output once, at build time: every compressible file gets a brotli (`.br`,
 * quality 11) and a gzip (`.gz`, level 9) sibling, which the server sends as they are to a client
 * that accepts them (`@fastify/static`'s `preCompressed`; decision 029). Nothing is compressed per
 * request. Fonts (woff2 and woff) and images are compressed already and are left alone; a variant
 * that would not be smaller than its file is not written. Source maps, fetched only by a developer's
 * tools, take brotli quality 9: about 10% larger than 11 and a tenth of the time (they are three
 * quarters of the output's bytes, so quality 11 on them would add half a minute to every build).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { SERVER_DIR } from './first-view';

/** The kinds of file worth compressing: text. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality by file: the best for what pages load, a fast one for source maps. */
export function brotliQuality(file: string): number {
  return file.endsWith('.map') ? 9 : zlib.constants.BROTLI_MAX_QUALITY;
}

export interface PrecompressResult {
  /** Files given at least one compressed sibling, relative to the folder, with `/` separators. */
  compressed: string[];
  /** Bytes of those files, and of their brotli and gzip siblings. */
  bytes: { original: number; brotli: number; gzip: number };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, but those under the
 * folders of `notServed` (the server's own module, build-plugins/first-view.ts, is never sent).
 */
export async function precompressDirectory(dir: string, notServed: string[] = []): Promise<PrecompressResult> {
  const skipped = notServed.map((folder) => path.join(dir, folder) + path.sep);
  const files = (await filesUnder(dir))
    .filter((file) => COMPRESSIBLE.test(file) && !skipped.some((folder) => file.startsWith(folder)))
    .sort();
  const result: PrecompressResult = { compressed: [], bytes: { original: 0, brotli: 0, gzip: 0 } };
  const compressOne = async (file: string) => {
    const original = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    const smaller = (variant: Buffer) => variant.length < original.length;
    if (!smaller(br) && !smaller(gz)) return;
    if (smaller(br)) await fs.writeFile(`${file}.br`, br);
    if (smaller(gz)) await fs.writeFile(`${file}.gz`, gz);
    result.compressed.push(path.relative(dir, file).split(path.sep).join('/'));
    result.bytes.original += original.length;
    result.bytes.brotli += smaller(br) ? br.length : original.length;
    result.bytes.gzip += smaller(gz) ? gz.length : original.length;
  };
  // zlib's asynchronous calls run on libuv's thread pool: one file per core at a time.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compressOne(file);
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  result.compressed.sort();
  return result;
}

/** The Vite plugin: after a production build has written its output (public/ included), compress it. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'mywru-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const started = Date.now();
      const { compressed, bytes } = await precompressDirectory(outDir, [SERVER_DIR]);
      const kB = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      log(
        `precompressed ${compressed.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
          `${kB(bytes.original)} -> brotli ${kB(bytes.brotli)}, gzip ${kB(bytes.gzip)}`,
      );
    },
  };
}
