import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliQuality, precompressDirectory } from './precompress';

const text = (seed: string) => `${seed} `.repeat(400);
let dir: string;

async function write(name: string, content: string | Buffer): Promise<void> {
  const file = path.join(dir, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}
const exists = (name: string) =>
  fs.access(path.join(dir, name)).then(
    () => true,
    () => false,
  );

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip sibling of every text file, at any depth, that decompress to the file', async () => {
    const files = {
      'index.html': `<!doctype html>${text('<p>page</p>')}`,
      'assets/app-abc123.js': text('export const a = 1;'),
      'assets/app-abc123.js.map': text('{"mappings":"AAAA"}'),
      'assets/index-def456.css': text('body{margin:0}'),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text('<path d="M0 0h1"/>')}</svg>`,
      'locales/en/common.json': JSON.stringify({ words: text('croeso') }),
    };
    for (const [name, content] of Object.entries(files)) await write(name, content);

    const result = await precompressDirectory(dir);

    expect(result.compressed).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) {
      const br = await fs.readFile(path.join(dir, `${name}.br`));
      const gz = await fs.readFile(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).toString('utf8'), name).toBe(content);
      expect(zlib.gunzipSync(gz).toString('utf8'), name).toBe(content);
      expect(br.length, name).toBeLessThan(Buffer.byteLength(content));
    }
    expect(result.bytes.brotli).toBeLessThan(result.bytes.original);
    expect(result.bytes.gzip).toBeLessThan(result.bytes.original);
  });

  it('leaves fonts and images alone, and compresses no compressed sibling again', async () => {
    await write('assets/open-sans-400.woff2', Buffer.alloc(4096, 7));
    await write('assets/open-sans-400.woff', Buffer.alloc(4096, 7));
    await write('assets/photo.png', Buffer.alloc(4096, 7));
    await write('assets/app.js', text('let x;'));

    expect((await precompressDirectory(dir)).compressed).toEqual(['assets/app.js']);
    for (const name of ['open-sans-400.woff2', 'open-sans-400.woff', 'photo.png']) {
      expect(await exists(`assets/${name}.br`), name).toBe(false);
      expect(await exists(`assets/${name}.gz`), name).toBe(false);
    }
    // A second run (a build into the same folder) makes no .br.br or .gz.gz.
    expect((await precompressDirectory(dir)).compressed).toEqual(['assets/app.js']);
    expect(await exists('assets/app.js.br.br')).toBe(false);
    expect(await exists('assets/app.js.gz.gz')).toBe(false);
  });

  it('writes no sibling that would be no smaller than its file', async () => {
    await write('tiny.json', '{}');
    expect((await precompressDirectory(dir)).compressed).toEqual([]);
    expect(await exists('tiny.json.br')).toBe(false);
    expect(await exists('tiny.json.gz')).toBe(false);
  });

  it('uses the best brotli quality for what pages load and a fast one for source maps', () => {
    expect(brotliQuality('dist/assets/app-abc123.js')).toBe(11);
    expect(brotliQuality('dist/index.html')).toBe(11);
    expect(brotliQuality('dist/assets/app-abc123.js.map')).toBe(9);
  });
});
