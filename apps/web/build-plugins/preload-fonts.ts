/**
 * Preloads the fonts every page draws its first text with: Open Sans, Latin subset, regular (400)
 * and semi-bold (600, headings), self-hosted from `@fontsource/open-sans` (imported in main.tsx).
 * The browser finds a font only once the CSS is parsed and text needs it; a `<link rel="preload">`
 * in index.html starts both downloads with the page, so text is drawn once in its font instead of
 * swapping from the fallback (less layout shift). The other subsets (Latin Extended for ŵ and ŷ,
 * Cyrillic...) keep their `unicode-range` and load only when a page shows one of their letters.
 */
import type { Plugin } from 'vite';

/** The font files to preload, by the name Vite gives their emitted asset. */
export const PRELOADED_FONT = /open-sans-latin-(400|600)-normal-[\w-]+\.woff2$/;

export function preloadFonts(): Plugin {
  return {
    name: 'mywru-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => PRELOADED_FONT.test(file)).sort();
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
