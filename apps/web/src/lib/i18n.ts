import i18n, { createInstance, type InitOptions, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@mywru/shared';
import { applyLanguageToDocument, filterDetectedLanguages } from './language';

/** English and Welsh (packages/shared): each has a folder of the same files under public/locales. */
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES };
export const NAMESPACES = [
  'common',
  'landing',
  'dashboard',
  'account',
  'profile',
  'onboarding',
  'support',
  'registrations',
  'track',
  'participation',
  'organisation',
  'organisation-applications',
  'organisation-people',
  'organisation-teams',
  'union',
  'union-work-queue',
  'union-organisations',
  'union-people',
  'union-roles',
  'union-audit-log',
  'union-outbox',
  'actions',
  'transfers',
  'fixtures',
  'fixtures-union',
  'errors',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The browser detector, but any detected value carrying script or injection patterns is discarded. */
export class SafeLanguageDetector extends LanguageDetector {
  override detect(order?: Parameters<LanguageDetector['detect']>[0]): string | string[] | undefined {
    const safe = filterDetectedLanguages(super.detect(order));
    return safe.length > 0 ? safe : undefined;
  }
}

export const sharedOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/**
 * Starts i18next: the texts fetched as they are needed, the language detected (below), or `language`
 * when given: the language a page the server drew is in (decision 039).
 */
export function initI18n(language?: string): Promise<unknown> {
  i18n.on('languageChanged', (language) => applyLanguageToDocument(language));
  return i18n
    .use(HttpBackend)
    .use(SafeLanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      // Every page reads the refusal reasons (the error alerts, the language switcher's save): fetched
      // beside 'common' at start, not after the first render asks for them.
      ns: ['common', 'errors'],
      debug: import.meta.env.DEV,
      ...(language ? { lng: language } : {}),
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        // Local storage as the spec says, and the cookie too: the server's sign-in pages read it.
        caches: ['localStorage', 'cookie'],
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    });
}

/**
 * An i18next instance in `language` holding `texts` (by namespace), ready at once, with no back end and
 * no detection: for a page drawn outside the browser, the landing page at build time (decision 035) and
 * a signed-in page on the server (decision 039).
 */
export function i18nWithTexts(language: string, texts: Record<string, Record<string, unknown>>) {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    ...sharedOptions,
    ns: Object.keys(texts),
    lng: language,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    resources: { [language]: texts } as Resource,
    // The texts are here: initialised at once, so a render right after has them.
    initAsync: false,
  });
  return instance;
}

export { i18n };
