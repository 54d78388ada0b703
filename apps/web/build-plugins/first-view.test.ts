import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_NAMESPACES, FIRST_VIEW_PAGES } from '../src/app/first-view-html';
import { FIRST_VIEW_PAGE_MODULES, FIRST_VIEW_TEXTS, firstViewDocument, firstViewFileOf } from './first-view';
import { withFramePreloads } from './preload-signed-in-frame';

// A build's manifest in small: the entry, the app's root, the frame and the dashboard's modules.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-E.js', src: 'index.html', isEntry: true },
  'src/app/app.tsx': { file: 'assets/app-A.js', src: 'src/app/app.tsx' },
  'src/app/require-auth.tsx': { file: 'assets/require-auth-R.js', src: 'src/app/require-auth.tsx' },
  'src/app/app-layout.tsx': {
    file: 'assets/app-layout-L.js',
    src: 'src/app/app-layout.tsx',
    css: ['assets/styles-rest-M.css', 'assets/app-layout-L.css'],
  },
  'src/features/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page-D.js',
    src: 'src/features/dashboard/dashboard-page.tsx',
    imports: ['_cards-C.js'],
    css: ['assets/dashboard-page-D.css'],
  },
  '_cards-C.js': { file: 'assets/cards-C.js', css: ['assets/nav-card-N.css'] },
  'src/features/people/onboarding-lazy.tsx': {
    file: 'assets/onboarding-lazy-O.js',
    src: 'src/features/people/onboarding-lazy.tsx',
  },
};

// index.html as the build leaves it, with the frame's preloads.
const INDEX_HTML = withFramePreloads(
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-E.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-E.css"></head><body><div id="root"></div></body></html>',
  manifest,
);

describe('the HTML of a page the server draws', () => {
  const html = firstViewDocument(INDEX_HTML, manifest, FIRST_VIEW_PAGE_MODULES['/dashboard'] ?? [], 'cy');
  const [head = '', body = ''] = html.split('</head>');
  const held = /<template id="after-first-paint">(.*)<\/template>/.exec(body)?.[1] ?? '';
  const hrefs = (text: string, start: string) =>
    [...text.matchAll(new RegExp(`${start}[^>]*(?:href|src)="([^"]+)"`, 'g'))].map((m) => m[1]);

  it('is in its language, with the light colour scheme Mantine sets', () => {
    expect(html).toContain('<html lang="cy" dir="ltr" data-mantine-color-scheme="light">');
    expect(firstViewFileOf('/dashboard', 'cy')).toBe('dashboard.cy.html');
  });

  it("links the frame's and the page's style sheets, in the order Vite's loader would add them", () => {
    expect(hrefs(head, '<link rel="stylesheet"')).toEqual([
      '/assets/index-E.css',
      '/assets/styles-rest-M.css',
      '/assets/app-layout-L.css',
      '/assets/nav-card-N.css',
      '/assets/dashboard-page-D.css',
    ]);
    expect(head).not.toContain('rel="preload" as="style"');
  });

  it('begins every script and text only after the first paint: the entry, the frame, the page and its texts', () => {
    expect(head).not.toMatch(/<script type="module"|modulepreload|as="fetch"/);
    expect(head).toContain('<script src="/after-first-paint.js" defer></script>');
    expect(head).toContain('<script src="/early-taps.js" defer></script>');
    expect(hrefs(held, '<script type="module"')).toEqual(['/assets/index-E.js']);
    expect(hrefs(held, '<link rel="modulepreload"')).toEqual([
      '/assets/app-A.js',
      '/assets/require-auth-R.js',
      '/assets/app-layout-L.js',
      '/assets/dashboard-page-D.js',
      '/assets/cards-C.js',
      '/assets/onboarding-lazy-O.js',
    ]);
    expect(hrefs(held, '<link rel="preload" as="fetch"')).toEqual([
      '/locales/cy/common.json',
      '/locales/cy/errors.json',
      '/locales/cy/dashboard.json',
    ]);
    expect(body).toContain('<div id="root"></div>');
  });

  it('names the pages and texts the server module draws with', () => {
    expect(Object.keys(FIRST_VIEW_PAGE_MODULES)).toEqual(FIRST_VIEW_PAGES);
    expect(FIRST_VIEW_TEXTS).toEqual(FIRST_VIEW_NAMESPACES);
  });

  it('says so when a module of the page is not in the build', () => {
    expect(() => firstViewDocument(INDEX_HTML, manifest, ['src/features/dashboard/dashboard.tsx'], 'en')).toThrow(
      /dashboard\.tsx/,
    );
  });
});
