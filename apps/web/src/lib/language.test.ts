import { createInstance } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeLanguageDetector } from './i18n';
import { applyLanguageToDocument, directionOf, filterDetectedLanguages, isSafeLanguage } from './language';

describe('detected language filter', () => {
  it.each(['en', 'cy', 'en-GB', 'zh-Hant-TW', 'ckb', 'pt-BR'])('keeps %s', (tag) => {
    expect(isSafeLanguage(tag)).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>',
    'en<img>',
    'javascript:alert(1)',
    'en"onload="x',
    "en'",
    '%3Cscript%3E',
    'en%3c',
    'script',
    'e',
    'english-language-please',
    'en_GB',
    'en GB',
    '',
  ])('discards %j', (tag) => {
    expect(isSafeLanguage(tag)).toBe(false);
  });

  it('keeps the safe candidates in order', () => {
    expect(filterDetectedLanguages(['<b>', 'cy', 'en-GB'])).toEqual(['cy', 'en-GB']);
    expect(filterDetectedLanguages('fr')).toEqual(['fr']);
    expect(filterDetectedLanguages(undefined)).toEqual([]);
  });
});

describe('SafeLanguageDetector', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function detectedLanguage(search: string) {
    window.history.replaceState(null, '', `/${search}`);
    const instance = createInstance();
    await instance.use(SafeLanguageDetector).init({
      fallbackLng: 'en',
      resources: { en: { common: {} }, cy: { common: {} } },
      detection: { order: ['querystring'], lookupQuerystring: 'lng', caches: [] },
    });
    return instance.language;
  }

  it('uses a plain language from the query string', async () => {
    expect(await detectedLanguage('?lng=cy')).toBe('cy');
  });

  it('discards a query-string language carrying a script and falls back to English', async () => {
    expect(await detectedLanguage('?lng=%3Cscript%3Ealert(1)%3C/script%3E')).toBe('en');
    expect(await detectedLanguage('?lng=javascript:alert(1)')).toBe('en');
  });
});

describe('text direction', () => {
  it.each(['ar', 'he', 'fa', 'ur', 'ps', 'ckb', 'yi', 'ar-EG', 'HE'])('%s is right-to-left', (language) => {
    expect(directionOf(language)).toBe('rtl');
  });

  it.each(['en', 'cy', 'en-GB', 'fr', 'ku', 'arn'])('%s is left-to-right', (language) => {
    expect(directionOf(language)).toBe('ltr');
  });

  it('sets lang and dir on the html element', () => {
    applyLanguageToDocument('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyLanguageToDocument('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
