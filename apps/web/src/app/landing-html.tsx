/**
 * The landing page as HTML, made at build time (decision 035, fifth round): what LandingRoot draws for
 * a signed-out visitor before the session and the runtime configuration have answered, in one
 * language, with the texts given here rather than fetched. `build-plugins/prerender-landing.ts`
 * builds this module for Node and writes the markup into a copy of index.html per language; the
 * browser hydrates it (main.tsx) when it detects the same language.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18nWithTexts } from '../lib/i18n';
import { LandingRoot } from './landing-root';

/** The namespaces the landing page draws with: those the entry loads at start, and the page's own. */
export const LANDING_NAMESPACES = ['common', 'errors', 'landing'] as const;

export type LandingTexts = Record<(typeof LANDING_NAMESPACES)[number], Record<string, unknown>>;

/** The landing page's markup (what goes inside `#root`) in `language`, from the texts in `texts`. */
export function renderLandingHtml(language: string, texts: LandingTexts): string {
  const i18n = i18nWithTexts(language, texts);
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LandingRoot />
      </I18nextProvider>
    </StrictMode>,
  );
}
