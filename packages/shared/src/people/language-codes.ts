/**
 * The languages the portal speaks, without their schemas: a module apart from `language.ts` (which
 * re-exports it), so a page that only needs the codes does not load zod (decision 035).
 */
export const SUPPORTED_LANGUAGES = ['en', 'cy'] as const;
export const DEFAULT_LANGUAGE = 'en';

/** A language tag's language when the portal speaks it ('cy-GB' and ' CY ' count as 'cy'), else undefined. */
export function spokenLanguageOf(value: string | null | undefined): (typeof SUPPORTED_LANGUAGES)[number] | undefined {
  const primary = (value ?? '').trim().toLowerCase().split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary);
}

/** A stored or detected language when it is one the portal speaks ('cy-GB' counts as 'cy'), else English. */
export function supportedLanguageOf(value: string | null | undefined): (typeof SUPPORTED_LANGUAGES)[number] {
  return spokenLanguageOf(value) ?? DEFAULT_LANGUAGE;
}
