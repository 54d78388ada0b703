import { supportedLanguageOf } from '../people/language';

/**
 * Lookup data (countries, nationalities, rugby unions, organisation types, roles, team templates,
 * weather, ground conditions, postponement reasons) carries its English and its Welsh name side by
 * side (decision 034). These pick the one a reader sees: the web with the page's language, the
 * API's e-mails with the recipient's.
 */

/** The name in `language`: the Welsh name for Welsh readers, the English one otherwise (or when no Welsh name is given). */
export function lookupNameIn(
  language: string | null | undefined,
  english: string,
  welsh: string | null | undefined,
): string {
  return supportedLanguageOf(language) === 'cy' && welsh ? welsh : english;
}

/** The same for a name that may be absent (a fixture not yet reported has no weather). */
export function optionalLookupNameIn(
  language: string | null | undefined,
  english: string | null,
  welsh: string | null | undefined,
): string | null {
  return english === null ? null : lookupNameIn(language, english, welsh);
}

/** Compares names as the language sorts them (Welsh: 'ch' after 'c', 'll' after 'l', ...). */
export function nameCollatorOf(language: string | null | undefined): Intl.Collator {
  return new Intl.Collator(supportedLanguageOf(language) === 'cy' ? 'cy' : 'en-GB', { sensitivity: 'base' });
}
