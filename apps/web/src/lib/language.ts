/** Language codes we accept from detection: "en", "cy", "en-GB", "zh-Hant-TW". */
const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;
const INJECTION = /[<>"'`]|script|javascript:|%3c|%3e|&#|\\/i;

/** A detected language is used only when it is a plain language tag with no script or injection pattern. */
export function isSafeLanguage(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string') return false;
  if (candidate.length === 0 || candidate.length > 35) return false;
  if (INJECTION.test(candidate)) return false;
  return LANGUAGE_TAG.test(candidate);
}

/** Keeps the safe candidates of what a detector found, in order. */
export function filterDetectedLanguages(detected: string | readonly string[] | undefined): string[] {
  if (detected === undefined) return [];
  const list = typeof detected === 'string' ? [detected] : detected;
  return list.filter(isSafeLanguage);
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'ckb', 'yi']);

/** Text direction of a language: right-to-left for Arabic, Hebrew, Persian, Urdu, Pashto, Kurdish Sorani and Yiddish. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  const primary = language.toLowerCase().split('-')[0] ?? '';
  return RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr';
}

/** Mirrors the language on the page: `<html lang dir>`. */
export function applyLanguageToDocument(language: string, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}

/** The dayjs locale of dates shown in words (date fields, calendars): Welsh month and day names in Welsh, else en-GB. */
export function dateLocaleOf(language: string): 'cy' | 'en-gb' {
  return language.toLowerCase().split('-')[0] === 'cy' ? 'cy' : 'en-gb';
}
