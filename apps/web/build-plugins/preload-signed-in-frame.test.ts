import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { withFramePreloads } from './preload-signed-in-frame';

// A build's manifest in small: the entry, the app's root, the frame (the auth check and the layout,
// with Mantine's other sheets) and a page the router loads when its path is matched.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-E.js', src: 'index.html', isEntry: true, imports: ['_shared-S.js'] },
  '_shared-S.js': { file: 'assets/shared-S.js', css: ['assets/shared-S.css'] },
  'src/app/app.tsx': { file: 'assets/app-A.js', src: 'src/app/app.tsx', imports: ['_shared-S.js', '_query-Q.js'] },
  '_query-Q.js': { file: 'assets/query-Q.js' },
  'src/app/require-auth.tsx': { file: 'assets/require-auth-R.js', src: 'src/app/require-auth.tsx' },
  'src/app/app-layout.tsx': {
    file: 'assets/app-layout-L.js',
    src: 'src/app/app-layout.tsx',
    imports: ['_query-Q.js'],
    css: ['assets/styles-rest-M.css', 'assets/app-layout-L.css'],
  },
  'src/features/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page-D.js',
    src: 'src/features/dashboard/dashboard-page.tsx',
  },
};

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-E.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-S.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/shared-S.css"></head><body><div id="root"></div></body></html>';

describe("the shell's preloads of the signed-in frame", () => {
  const html = withFramePreloads(INDEX_HTML, manifest);
  const links = (start: string) => [...html.matchAll(new RegExp(`${start}[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

  it("preloads the app's root and the frame's scripts, once each, not what the shell links already nor a page", () => {
    expect(links('<link rel="modulepreload"')).toEqual([
      '/assets/shared-S.js',
      '/assets/app-A.js',
      '/assets/query-Q.js',
      '/assets/require-auth-R.js',
      '/assets/app-layout-L.js',
    ]);
  });

  it("starts the frame's style sheets without linking them, so Vite's loader keeps their order", () => {
    expect(links('<link rel="preload" as="style"')).toEqual(['/assets/styles-rest-M.css', '/assets/app-layout-L.css']);
    expect(links('<link rel="stylesheet"')).toEqual(['/assets/shared-S.css']);
  });

  it('says so when a module of the frame is not in the build', () => {
    expect(() => withFramePreloads(INDEX_HTML, manifest, ['src/app/app-shell.tsx'])).toThrow(/app-shell/);
  });
});
