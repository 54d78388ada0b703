import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { scriptsOf, styleSheetsOf } from './built-output';
import { landingDocument } from './prerender-landing';

// A build's manifest in small: the entry (index.html), the landing root with a page and a shared
// chunk that imports the entry back, and a lazy module the landing root loads only on demand.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-E.js', src: 'index.html', isEntry: true, css: ['assets/index-E.css'] },
  'src/app/landing-root.tsx': {
    file: 'assets/landing-root-R.js',
    src: 'src/app/landing-root.tsx',
    isDynamicEntry: true,
    imports: ['src/features/landing/landing-page.tsx', '_Button-B.js'],
    dynamicImports: ['src/features/landing/login-failed-alert.tsx'],
  },
  'src/features/landing/landing-page.tsx': {
    file: 'assets/landing-page-P.js',
    src: 'src/features/landing/landing-page.tsx',
    imports: ['_Button-B.js', 'index.html'],
    css: ['assets/landing-page-P.css'],
  },
  '_Button-B.js': { file: 'assets/Button-B.js', imports: ['index.html'], css: ['assets/Button-B.css'] },
  'src/features/landing/login-failed-alert.tsx': {
    file: 'assets/login-failed-alert-A.js',
    src: 'src/features/landing/login-failed-alert.tsx',
    isDynamicEntry: true,
  },
};

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-E.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-E.css"></head><body><div id="root"></div></body></html>';

describe('the landing page drawn at build time', () => {
  const document = landingDocument(INDEX_HTML, {
    language: 'cy',
    markup: '<main>Croeso</main>',
    year: 2026,
    styleSheets: styleSheetsOf(manifest, 'src/app/landing-root.tsx'),
    scripts: scriptsOf(manifest, 'src/app/landing-root.tsx'),
  });
  /** The addresses of the links that begin so, in order. */
  const links = (start: string) =>
    [...document.matchAll(new RegExp(`${start}[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

  it('preloads the landing root and the chunks it imports, not the entry again nor what loads on demand', () => {
    expect(links('<link rel="modulepreload"')).toEqual([
      '/assets/landing-root-R.js',
      '/assets/landing-page-P.js',
      '/assets/Button-B.js',
    ]);
  });

  it("preloads the texts it is hydrated with, in the page's language, as i18next fetches them", () => {
    expect(document).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/cy/common.json">');
    expect(links('<link rel="preload" as="fetch"')).toEqual([
      '/locales/cy/common.json',
      '/locales/cy/errors.json',
      '/locales/cy/landing.json',
    ]);
  });

  it("links the landing root's style sheets once and draws the markup in #root", () => {
    expect(links('<link rel="stylesheet"')).toEqual([
      '/assets/index-E.css',
      '/assets/Button-B.css',
      '/assets/landing-page-P.css',
    ]);
    expect(document).toContain('<html lang="cy" dir="ltr" data-mantine-color-scheme="light">');
    expect(document).toContain(
      '<div id="root" data-prerendered-lang="cy" data-prerendered-year="2026"><main>Croeso</main></div>',
    );
  });

  it('begins its scripts after the first paint: the entry, the module preloads and the texts wait in a template', () => {
    const head = document.slice(0, document.indexOf('</head>'));
    const template = document.match(/<template id="after-first-paint">(.*?)<\/template>/)?.[1] ?? '';
    // The head keeps what the first paint needs (the style sheets) and the deferred script that starts the rest.
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"|as="fetch"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-E.css">');
    expect(head).toContain('<script src="/after-first-paint.js" defer></script>');
    expect([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/index-E.js',
      '/assets/landing-root-R.js',
      '/assets/landing-page-P.js',
      '/assets/Button-B.js',
      '/locales/cy/common.json',
      '/locales/cy/errors.json',
      '/locales/cy/landing.json',
    ]);
    expect(document.indexOf('<template id="after-first-paint">')).toBeGreaterThan(document.indexOf('<div id="root"'));
  });
});
